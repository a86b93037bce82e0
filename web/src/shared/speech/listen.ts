// Speech recognition (the Web Speech API), shared by the voice assistant and
// the market's search box. It is not in TypeScript's DOM types (only
// Chromium-based browsers and Safari ship it, Chrome under the webkit prefix),
// so the few members used are declared here.

export type SpeechLang = 'en' | 'hi';
export const LOCALES: Record<SpeechLang, string> = { en: 'en-IN', hi: 'hi-IN' };
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const canListen = (): boolean => recognitionCtor() !== null;
/** A listening session: `done` resolves with what was said or rejects with the browser's error code. */
export interface Listening {
  done: Promise<string>;
  cancel: () => void;
}

/** Listens for one utterance; `onInterim` receives the words heard so far. */
export function listen(lang: SpeechLang, onInterim: (text: string) => void): Listening {
  const Ctor = recognitionCtor();
  if (!Ctor) return { done: Promise.reject(new Error('not-supported')), cancel: () => undefined };
  const rec = new Ctor();
  rec.lang = LOCALES[lang];
  rec.interimResults = true;
  rec.maxAlternatives = 1;
  rec.continuous = false;
  const done = new Promise<string>((resolve, reject) => {
    let finalText = '';
    let failed = false;
    rec.onresult = (e) => {
      let interim = '';
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i];
        if (r.isFinal) finalText += r[0].transcript;
        else interim += r[0].transcript;
      }
      onInterim((finalText + interim).trim());
    };
    rec.onerror = (e) => {
      failed = true;
      reject(new Error(e.error || 'unknown'));
    };
    rec.onend = () => {
      if (failed) return;
      if (finalText.trim()) resolve(finalText.trim());
      else reject(new Error('no-speech'));
    };
  });
  rec.start();
  return { done, cancel: () => rec.abort() };
}
