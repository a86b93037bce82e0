import { historyToSend, type AskAssistantInput, type AskAssistantOutput, type ChatTurn } from '@shared/assistant';
import { callable } from '@/shared/firebase/functions';

const askAssistant = callable<AskAssistantInput, AskAssistantOutput>('askAssistant');

/** Asks the farming assistant (the same askAssistant function as the chat page) and resolves with its answer. */
export async function ask(history: readonly ChatTurn[], message: string): Promise<string> {
  const out = await askAssistant({ history: historyToSend(history, message), message });
  return out.text;
}
