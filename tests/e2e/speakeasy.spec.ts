import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../helpers/browser';
import { geminiError, startGemini, type StandIn } from '../helpers/stand-ins';

// /speakeasy in Chromium with the askAssistant function answering through the
// local Gemini stand-in. Headless Chromium has no microphone or voices, so the
// browser's speech objects are replaced by scripted ones: recognition "hears"
// window.__say, synthesis records what it was asked to say.

let browser: Browser;
let gemini: StandIn;

beforeAll(async () => {
  [browser, gemini] = await Promise.all([launchBrowser(), startGemini()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), gemini?.close()]);
});
beforeEach(() => gemini.reset());

// The function's first (cold) call in the emulator can take seconds.
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

interface SpeechLog {
  heardLangs: string[];
  spoken: Array<{ text: string; lang: string }>;
}

function scriptedSpeech() {
  const w = window as unknown as Record<string, unknown> & { __log: SpeechLog; __say: string };
  w.__log = { heardLangs: [], spoken: [] };
  type Handler = ((e: unknown) => void) | null;
  class Recognition {
    lang = '';
    interimResults = false;
    maxAlternatives = 1;
    continuous = false;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    start() {
      w.__log.heardLangs.push(this.lang);
      const said = w.__say;
      setTimeout(() => {
        this.onresult?.({ resultIndex: 0, results: [{ isFinal: false, 0: { transcript: said.slice(0, 3) } }] });
        setTimeout(() => {
          this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: said } }] });
          this.onend?.(null);
        }, 50);
      }, 50);
    }
    abort() {
      this.onerror?.({ error: 'aborted' });
      this.onend?.(null);
    }
  }
  class Utterance {
    lang = '';
    voice: unknown = null;
    onend: Handler = null;
    onerror: Handler = null;
    constructor(public text: string) {}
  }
  delete w.SpeechRecognition;
  w.webkitSpeechRecognition = Recognition;
  w.SpeechSynthesisUtterance = Utterance;
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speak: (u: Utterance) => {
        w.__log.spoken.push({ text: u.text, lang: u.lang });
        setTimeout(() => u.onend?.(null), 10);
      },
      cancel: () => undefined,
      getVoices: () => [],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}

function noSpeech() {
  const w = window as unknown as Record<string, unknown>;
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition', 'speechSynthesis']) {
    delete w[name];
    delete (Window.prototype as unknown as Record<string, unknown>)[name];
  }
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { __log: SpeechLog }).__log);
const say = (page: Page, text: string) =>
  page.evaluate((t) => void ((window as unknown as { __say: string }).__say = t), text);

describe('ask by voice', () => {
  it('hears a Hindi question, shows and speaks the answer, and sends the conversation with the next one', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(scriptedSpeech);
    await page.goto('/speakeasy');
    await page.getByRole('heading', { name: 'Ask by voice', level: 1 }).waitFor();
    // The page has found it can listen (the microphone button is enabled) before the warning is looked for.
    await poll(() => page.getByRole('button', { name: 'Speak your question' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('no-listening').count()).toBe(0);

    await page.getByRole('button', { name: 'हिन्दी (Hindi)' }).click();
    await say(page, 'प्याज़ कैसे उगाएँ?');
    gemini.next({ kind: 'reply', text: 'प्याज़ के लिए **दोमट मिट्टी** अच्छी है।\n\n1. खेत जोतें\n2. बीज बोएँ' });
    await page.getByRole('button', { name: 'Speak your question' }).click();
    await poll(() => page.getByTestId('voice-answer').count()).toBe(1);
    expect(await page.getByTestId('voice-question').textContent()).toContain('प्याज़ कैसे उगाएँ?');
    expect(await page.getByTestId('voice-answer').textContent()).toContain('प्याज़ के लिए दोमट मिट्टी अच्छी है।');
    await poll(async () => (await log(page)).spoken.length).toBe(3);
    const first = await log(page);
    expect(first.heardLangs).toEqual(['hi-IN']);
    expect(first.spoken).toEqual([
      { text: 'प्याज़ के लिए दोमट मिट्टी अच्छी है।', lang: 'hi-IN' },
      { text: '1. खेत जोतें', lang: 'hi-IN' },
      { text: '2. बीज बोएँ', lang: 'hi-IN' },
    ]);
    await poll(() => page.getByTestId('voice-status').textContent()).toBe('Press the button and speak.');

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await say(page, 'And when should I water?');
    await page.getByRole('button', { name: 'Speak your question' }).click();
    await poll(() => page.getByTestId('voice-answer').count()).toBe(2);
    expect((await log(page)).heardLangs).toEqual(['hi-IN', 'en-IN']);
    // The earlier question and answer went with the new question.
    expect((gemini.requests[1].body as { contents: unknown[] }).contents).toHaveLength(3);
    await poll(async () => (await log(page)).spoken.at(-1)?.lang).toBe('en-IN');
    await context.close();
  });

  it("shows the function's message when the assistant cannot answer", async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(scriptedSpeech);
    await page.goto('/speakeasy');
    await say(page, 'How do I grow wheat?');
    gemini.next({ kind: 'status', status: 429, body: geminiError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded') });
    await page.getByRole('button', { name: 'Speak your question' }).click();
    await poll(() =>
      page.getByText('The farming assistant is busy right now. Please try again in a minute.').count(),
    ).toBe(1);
    // The attempt is over (back to ready) before the answer is looked for.
    await poll(() => page.getByTestId('voice-status').textContent()).toBe('Press the button and speak.');
    expect(await page.getByTestId('voice-answer').count()).toBe(0);
    expect((await log(page)).spoken).toEqual([]);
    await context.close();
  });

  it('says clearly when the browser has no speech features, and typing still works', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(noSpeech);
    await page.goto('/speakeasy');
    await page.getByTestId('no-listening').waitFor();
    expect(await page.getByTestId('no-listening').textContent()).toContain('This browser cannot listen to speech');
    expect(await page.getByText('This browser cannot read answers aloud').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Speak your question' }).isDisabled()).toBe(true);
    await page.getByLabel('Or type your question').fill('Best time to sow wheat?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await poll(() => page.getByTestId('voice-answer').count()).toBe(1);
    expect(await page.getByTestId('voice-answer').textContent()).toContain('You asked: Best time to sow wheat?');
    await context.close();
  });
});
