import { ApiError, GoogleGenAI, type Content } from '@google/genai';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import type { GeminiSettings } from '../lib/provider-settings';
import { ASSISTANT_INSTRUCTION, type ChatTurn } from '../shared/assistant';
import { refusal } from '../lib/refusal';

// The generation settings of the old app (spec section 7), kept as they were.
export const GENERATION = {
  temperature: 1,
  topP: 0.95,
  topK: 64,
  maxOutputTokens: 8192,
  responseMimeType: 'text/plain',
} as const;

let cached: { key: string; client: GoogleGenAI } | null = null;

function clientFor(s: GeminiSettings): GoogleGenAI {
  const key = JSON.stringify([s.apiKey, s.baseUrl, s.timeoutMs]);
  if (cached?.key !== key) {
    cached = {
      key,
      client: new GoogleGenAI({
        apiKey: s.apiKey,
        // No retryOptions: one attempt, so a slow or failing service costs one timeout, not five.
        httpOptions: { timeout: s.timeoutMs, ...(s.baseUrl ? { baseUrl: s.baseUrl } : {}) },
      }),
    };
  }
  return cached.client;
}

/** The whole conversation, oldest first, ending with the new question. */
export function toContents(history: readonly ChatTurn[], message: string): Content[] {
  return [
    ...history.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })),
    { role: 'user', parts: [{ text: message }] },
  ];
}

/** Asks Gemini; every failure becomes an HttpsError with a message people can act on. */
export async function generateAnswer(
  s: GeminiSettings,
  history: readonly ChatTurn[],
  message: string,
): Promise<string> {
  let text: string | undefined;
  try {
    const response = await clientFor(s).models.generateContent({
      model: s.model,
      contents: toContents(history, message),
      config: { systemInstruction: ASSISTANT_INSTRUCTION, ...GENERATION },
    });
    text = response.text?.trim();
  } catch (error) {
    throw toHttpsError(error);
  }
  if (!text) throw refusal('unavailable', 'assistant/no-answer');
  return text;
}

export function toHttpsError(error: unknown): HttpsError {
  const name = (error as Error)?.name;
  if (name === 'AbortError' || name === 'TimeoutError') {
    logger.warn('Gemini timed out');
    return refusal('deadline-exceeded', 'assistant/timed-out');
  }
  if (error instanceof ApiError) {
    logger.error('Gemini refused', { status: error.status, detail: error.message });
    if (error.status === 401 || error.status === 403 || /API key/i.test(error.message)) {
      return refusal('failed-precondition', 'assistant/key-refused');
    }
    if (error.status === 429) return refusal('resource-exhausted', 'assistant/provider-busy');
    return refusal('unavailable', 'assistant/provider-failed');
  }
  logger.error('Gemini call failed', { error: String(error) });
  return refusal('unavailable', 'assistant/provider-failed');
}
