import { z } from 'zod';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, CHAT_ROLES, requestChars } from './assistant';

// The askAssistant callable's input check, with the human messages of assistant.ts.

export const chatTurnSchema = z
  .object({
    role: z.enum(CHAT_ROLES, { message: ASSISTANT_MESSAGES.badHistory }),
    text: z
      .string({ message: ASSISTANT_MESSAGES.badHistory })
      .min(1, ASSISTANT_MESSAGES.badHistory)
      .max(ASSISTANT_LIMITS.historyTextMax, ASSISTANT_MESSAGES.turnTooLong),
  })
  .strict();

export const askAssistantSchema = z
  .object({
    history: z
      .array(chatTurnSchema, { message: ASSISTANT_MESSAGES.badHistory })
      .max(ASSISTANT_LIMITS.historyMax, ASSISTANT_MESSAGES.historyTooLong)
      .default([]),
    message: z
      .string({ message: ASSISTANT_MESSAGES.emptyMessage })
      .trim()
      .min(1, ASSISTANT_MESSAGES.emptyMessage)
      .max(ASSISTANT_LIMITS.messageMax, ASSISTANT_MESSAGES.messageTooLong),
  })
  .strict()
  // The whole request is bounded too, whoever sends it (each part alone may be within its limit).
  .refine((input) => requestChars(input.history, input.message) <= ASSISTANT_LIMITS.requestCharsMax, {
    message: ASSISTANT_MESSAGES.requestTooLong,
  });
