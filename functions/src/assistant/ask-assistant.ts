import { bindSecrets, CALLABLE, GEMINI_API_KEY, RUN } from '../config';
import { callable } from '../lib/callable';
import { parse } from '../lib/guard';
import { geminiSettings, requireKey } from '../lib/provider-settings';
import { callerKey, takeSlot } from '../lib/rate-limit';
import { ASSISTANT_LIMITS, type AskAssistantOutput } from '../shared/assistant';
import { askAssistantSchema } from '../shared/assistant-schema';
import { generateAnswer } from './gemini';

/**
 * The farming assistant. Open to visitors as the spec says, but bounded: the
 * question and history are size-limited and each person (or address) may ask
 * a few questions a minute. The whole conversation is sent, so follow-up
 * questions are understood (the old app dropped the history).
 */
export const askAssistant = callable(
  { ...CALLABLE, ...RUN.provider, secrets: bindSecrets(GEMINI_API_KEY) },
  async (req): Promise<AskAssistantOutput> => {
    const input = parse(askAssistantSchema, req.data);
    // The allowance first: even an unconfigured assistant must not answer
    // unlimited calls (each one is still a function invocation to pay for).
    await takeSlot('assistant', callerKey(req), ASSISTANT_LIMITS.perMinute, 'assistant/rate-limited');
    const settings = geminiSettings();
    requireKey(settings.apiKey, 'assistant/not-configured');
    return { text: await generateAnswer(settings, input.history, input.message) };
  },
);
