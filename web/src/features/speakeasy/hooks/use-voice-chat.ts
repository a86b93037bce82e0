import { ASSISTANT_SETUP_HELP, type ChatTurn } from '@shared/assistant';
import { useCallback, useEffect, useRef, useState } from 'react';
import i18n from '@/shared/i18n';
import { notify } from '@/shared/notify';
import { askAssistant } from '@/shared/firebase/ask-assistant';
import { plainText } from '../api/speech-text';
import { languageOf, listen, speak, stopSpeaking, type Listening, type SpeechLang } from './speech';

export type Phase = 'idle' | 'listening' | 'thinking' | 'speaking';

// The recognition errors people can act on; others get a generic message.
const LISTEN_ERRORS: Record<string, string> = {
  'not-allowed': 'speakeasy.micDenied',
  'service-not-allowed': 'speakeasy.micDenied',
  'audio-capture': 'speakeasy.noMic',
  'no-speech': 'speakeasy.noSpeech',
  network: 'speakeasy.listenNetwork',
  'language-not-supported': 'speakeasy.langUnsupported',
};

/** Speak a question, hear the answer: listening, asking and speaking, one after another. */
export function useVoiceChat(lang: SpeechLang) {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [heard, setHeard] = useState('');
  const listening = useRef<Listening | null>(null);

  // Leaving the page stops the microphone and the voice.
  useEffect(
    () => () => {
      listening.current?.cancel();
      stopSpeaking();
    },
    [],
  );

  const sayAloud = useCallback(
    async (answer: string) => {
      const text = plainText(answer);
      setPhase('speaking');
      await speak(text, languageOf(text, lang));
      setPhase((p) => (p === 'speaking' ? 'idle' : p));
    },
    [lang],
  );

  const submit = useCallback(
    async (question: string) => {
      const message = question.trim();
      if (!message) return;
      setPhase('thinking');
      try {
        const answer = await askAssistant(turns, message);
        setTurns((t) => [...t, { role: 'user', text: message }, { role: 'model', text: answer }]);
        await sayAloud(answer);
      } catch (error) {
        // The function's own message (busy, too long...) as a toast; an assistant
        // without a working key is "not available yet" for the person, and the
        // setup steps go to the console for a developer.
        if ((error as { code?: string }).code === 'functions/failed-precondition') {
          console.warn(ASSISTANT_SETUP_HELP, error);
          notify.error(i18n.t('unavailable.assistant'));
        } else notify.fromError(error);
        setPhase('idle');
      }
    },
    [sayAloud, turns],
  );

  const startListening = useCallback(async () => {
    stopSpeaking();
    setHeard('');
    setPhase('listening');
    const session = listen(lang, setHeard);
    listening.current = session;
    try {
      const text = await session.done;
      listening.current = null;
      await submit(text);
    } catch (error) {
      listening.current = null;
      setPhase('idle');
      const code = (error as Error).message;
      if (code !== 'aborted') notify.error(i18n.t(LISTEN_ERRORS[code] ?? 'speakeasy.listenFailed'));
    }
  }, [lang, submit]);

  const stop = useCallback(() => {
    listening.current?.cancel();
    stopSpeaking();
    setPhase('idle');
  }, []);

  const reset = useCallback(() => {
    stop();
    setTurns([]);
    setHeard('');
  }, [stop]);

  return { turns, phase, heard, startListening, submit, replay: sayAloud, stop, reset };
}
