import { ASSISTANT_SETUP_HELP, type ChatTurn } from '@shared/assistant';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/shared/notify';
import { askAssistant } from '@/shared/firebase/ask-assistant';

export interface ChatFailure {
  message: string;
  /** The assistant has no API key yet: the page explains how to set one. */
  notConfigured: boolean;
  /** The question that failed, so it can be sent again. */
  question: string;
}

export interface Chat {
  turns: ChatTurn[];
  /** The question waiting for its answer, shown until the answer (or a failure) arrives. */
  pending: string | null;
  failure: ChatFailure | null;
  /** Sends a question; blank input is ignored. Resolves false when nothing was sent. */
  send: (raw: string) => Promise<boolean>;
}

/**
 * The conversation of this visit. A question and its answer join the history
 * together once the answer arrives; a failure adds nothing.
 */
export function useChat(): Chat {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  // Refs keep `send` stable and stop a double click from asking twice.
  const busy = useRef(false);
  const history = useRef<ChatTurn[]>([]);

  const send = useCallback(async (raw: string) => {
    const question = raw.trim();
    if (!question || busy.current) return false;
    busy.current = true;
    setPending(question);
    setFailure(null);
    try {
      const answer = await askAssistant(history.current, question);
      const next: ChatTurn[] = [...history.current, { role: 'user', text: question }, { role: 'model', text: answer }];
      history.current = next;
      setTurns(next);
    } catch (e) {
      console.error(e);
      const code = (e as { code?: string }).code;
      const notConfigured = code === 'functions/failed-precondition';
      if (notConfigured) console.warn(ASSISTANT_SETUP_HELP);
      setFailure({ message: errorMessage(e), notConfigured, question });
    } finally {
      busy.current = false;
      setPending(null);
    }
    return true;
  }, []);

  return { turns, pending, failure, send };
}
