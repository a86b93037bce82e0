import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canListen, listen, type Listening } from '@/shared/speech/listen';
import { notifyErrorLater } from '@/shared/notify-later';
import { PlainIcon } from '@/shared/ui/plain-icon';
import { SEARCH_ICONS } from './search-icons';

interface Props {
  /** Words heard so far, then the final words. */
  onHeard: (text: string) => void;
}

const ERRORS: Record<string, string> = {
  'not-allowed': 'marketNear.micDenied',
  'service-not-allowed': 'marketNear.micDenied',
  'no-speech': 'marketNear.noSpeech',
};

/**
 * The search box's microphone (Web Speech API), listening in Hindi or Indian
 * English as the chosen language. Not rendered where the browser cannot listen.
 */
export function SearchMic({ onHeard }: Props) {
  const { t, i18n } = useTranslation();
  const [session, setSession] = useState<Listening | null>(null);
  const sessionRef = useRef<Listening | null>(null);
  useEffect(() => () => sessionRef.current?.cancel(), []);
  if (!canListen()) return null;

  const start = () => {
    const s = listen(i18n.language === 'hi' ? 'hi' : 'en', onHeard);
    sessionRef.current = s;
    setSession(s);
    s.done
      .then(onHeard)
      .catch((error: unknown) => {
        const code = error instanceof Error ? error.message : '';
        if (code === 'aborted') return;
        notifyErrorLater(t(ERRORS[code] ?? 'marketNear.listenFailed'));
      })
      .finally(() => {
        if (sessionRef.current === s) sessionRef.current = null;
        setSession((cur) => (cur === s ? null : cur));
      });
  };

  // Plain buttons in the search field (market-page.css).
  return session ? (
    <button
      type="button"
      className="kh-field-btn kh-listening"
      aria-label={t('marketNear.stopListening')}
      onClick={() => session.cancel()}
    >
      <PlainIcon d={SEARCH_ICONS.stop} />
    </button>
  ) : (
    <button type="button" className="kh-field-btn" aria-label={t('marketNear.speak')} onClick={start}>
      <PlainIcon d={SEARCH_ICONS.mic} />
    </button>
  );
}
