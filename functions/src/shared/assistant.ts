// The farming assistant's limits, messages and instruction, shared so the chat
// page sends only what the askAssistant function accepts and shows the same
// words. No zod here (see assistant-schema.ts), so the web app's first download
// can translate the messages cheaply, and no Intl: these strings are built when
// the module loads, on every screen, and creating an en-IN number formatter there
// cost 100-150 ms of main thread on a cheap phone (money.ts).

import { formatWhole } from './digits';

export const ASSISTANT_LIMITS = {
  /** Characters in one question. */
  messageMax: 2000,
  /** Earlier turns sent with a question (user and model entries together). */
  historyMax: 20,
  /** Characters in one earlier turn: model answers can run to 8192 tokens. */
  historyTextMax: 40_000,
  /**
   * Characters in the whole request (every earlier turn plus the question), so
   * one call costs at most ~12k input tokens whoever sends it: 20 turns of
   * 40,000 characters (800k) were accepted before. The chat pages drop the
   * oldest turns to stay under it (historyToSend).
   */
  requestCharsMax: 48_000,
  /** Questions per person (or per address for visitors) per minute. */
  perMinute: 10,
} as const;

export const ASSISTANT_MESSAGES = {
  emptyMessage: 'Type a question first',
  messageTooLong: `Your question is too long: at most ${ASSISTANT_LIMITS.messageMax} characters`,
  historyTooLong: `The conversation is too long: at most ${ASSISTANT_LIMITS.historyMax} earlier messages can be sent`,
  turnTooLong: `One earlier message is too long: at most ${formatWhole(ASSISTANT_LIMITS.historyTextMax)} characters each`,
  requestTooLong: `The conversation is too long: at most ${formatWhole(ASSISTANT_LIMITS.requestCharsMax)} characters in all can be sent; please start a new chat`,
  badHistory: 'The conversation could not be read; please start again',
  rateLimited: 'Too many questions in a minute. Please wait a moment and try again.',
  notConfigured: 'The farming assistant is not configured yet. An administrator must set GEMINI_API_KEY.',
  keyRefused: 'The farming assistant is not configured correctly: the AI service refused its GEMINI_API_KEY.',
  providerBusy: 'The farming assistant is busy right now. Please try again in a minute.',
  providerFailed: 'The farming assistant could not answer right now. Please try again later.',
  timedOut: 'The farming assistant took too long to answer. Please try again.',
  noAnswer: 'The farming assistant gave no answer to that. Please rephrase your question.',
} as const;

/**
 * For a developer (the browser console), never shown to the person: how to give
 * the functions a working Gemini key (README, "Real keys").
 */
export const ASSISTANT_SETUP_HELP =
  'The farming assistant has no working Gemini API key. Local emulator: put GEMINI_API_KEY=your-key in functions/.env.local and restart; deployed app: run "firebase functions:secrets:set GEMINI_API_KEY" and deploy again (README, "Real keys").';

export const CHAT_ROLES = ['user', 'model'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export interface ChatTurn {
  role: ChatRole;
  text: string;
}

/** The askAssistant callable's input; checked by askAssistantSchema (assistant-schema.ts). */
export interface AskAssistantInput {
  history?: ChatTurn[];
  message: string;
}
export interface AskAssistantOutput {
  text: string;
}

/** Characters a request carries: every earlier turn's text plus the question. */
export function requestChars(history: readonly ChatTurn[], message: string): number {
  return history.reduce((n, t) => n + t.text.length, message.length);
}

/**
 * The earlier turns to send with the next question: the most recent ones that
 * fit the limits (count, one turn's length, the whole request's characters),
 * starting with a question so the model sees whole exchanges.
 */
export function historyToSend(turns: readonly ChatTurn[], message = ''): ChatTurn[] {
  const recent: ChatTurn[] = [];
  let chars = message.trim().length;
  for (let i = turns.length - 1; i >= 0 && recent.length < ASSISTANT_LIMITS.historyMax; i--) {
    const turn = turns[i];
    if (turn.text.length > ASSISTANT_LIMITS.historyTextMax) break;
    if (chars + turn.text.length > ASSISTANT_LIMITS.requestCharsMax) break;
    chars += turn.text.length;
    recent.unshift(turn);
  }
  while (recent.length > 0 && recent[0].role !== 'user') recent.shift();
  return recent;
}

/** What the model is told before every conversation (spec section 1). */
export const ASSISTANT_INSTRUCTION = [
  'You are the farming assistant of Krishi Haat, a marketplace for farmers and buyers in India.',
  'Answer only questions about farming and agriculture: crops, seeds, soil, irrigation, fertilisers, pests and',
  'diseases, livestock, dairy, fisheries, weather for farming, farm machinery, storage, selling produce, prices',
  'and government schemes for farmers. If a question is not about farming, politely say that you can only',
  'answer farming questions.',
  'Always answer in the same language the user wrote in (for example Hindi in Devanagari, Marathi, or English).',
  'Answer in detail, with practical steps and quantities suited to Indian conditions, using short paragraphs,',
  'bullet or numbered lists and **bold** for key terms.',
].join(' ');
