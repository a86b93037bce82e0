import { historyToSend, type AskAssistantInput, type AskAssistantOutput, type ChatTurn } from '@shared/assistant';
import { callable } from './functions';

// The askAssistant callable, used by the chat page and by speakeasy's voice
// chat (features do not import each other, so it lives here).

const ask = callable<AskAssistantInput, AskAssistantOutput>('askAssistant');

/** Sends the question with the recent conversation (within the server's limit); resolves to the answer. */
export async function askAssistant(history: readonly ChatTurn[], message: string): Promise<string> {
  const { text } = await ask({ history: historyToSend(history, message), message });
  return text;
}
