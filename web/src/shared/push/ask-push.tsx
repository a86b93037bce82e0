import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notify';
import { Notice } from '../ui/notice';
import { PlainIcon } from '../ui/plain-icon';
import './ask-push.css';
import { enablePush, pushState } from './push-api';
import './strings';

/** Material's NotificationsActiveOutlined. */
const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5zM7.58 4.08 6.15 2.65C3.75 4.48 2.17 7.3 2.03 10.5h2c.15-2.65 1.51-4.97 3.55-6.42m12.39 6.42h2c-.15-3.2-1.73-6.02-4.12-7.85l-1.42 1.43c2.02 1.45 3.39 3.77 3.54 6.42';

/** Why the ask comes: a buyer's request was sent, or a farmer's product was listed. */
export type AskReason = 'buyer' | 'farmer';

// The ask is made in context, never on page load: once, after the first buy request
// (or first product) made on this phone. "First" is judged on this device, by a mark in
// localStorage, not from the person's history on the server: a buyer who ordered on another
// phone is asked on this one too, as it is this phone that would ring. The marks start with
// 'kh', so a logout wipes them (shared/forget-person.ts) together with the subscription
// (shared/session.ts): the next person on a shared phone is asked afresh.
const OFFERED_KEY = (reason: AskReason) => `kh.push.offered.${reason}`;
/** "Not now" on this phone: no ask again (Settings can still turn push on). */
const NOT_NOW_KEY = 'kh.push.notNow';

function marked(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true; // Without storage the ask would come back each time: it is not made at all.
  }
}

function mark(key: string): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // See marked().
  }
}

type View = 'hidden' | 'ask' | 'blocked';

/**
 * The in-context ask for Web Push ("Tell me when the farmer answers"): what
 * will be sent in plain words, 'Turn on notifications' and 'Not now'. Renders
 * nothing unless this is the first time on this phone, push is off here (not
 * blocked, not unsupported) and the person has not said "Not now". Takes the
 * focus when it appears, so a screen reader reads it and a keyboard reaches it.
 * Lazy: mount it after the action it follows, so its code (and push's) loads
 * only then.
 */
export default function AskPush({ reason }: { reason: AskReason }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('hidden');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (marked(OFFERED_KEY(reason)) || marked(NOT_NOW_KEY)) return;
    let live = true;
    void pushState().then((state) => {
      if (!live || state !== 'off') return;
      mark(OFFERED_KEY(reason));
      setView('ask');
    });
    return () => {
      live = false;
    };
  }, [reason]);

  useEffect(() => {
    if (view !== 'hidden') ref.current?.focus();
  }, [view]);

  if (view === 'hidden') return null;

  // enablePush asks for the permission before it awaits anything: called in the tap's handler.
  const turnOn = () => {
    setBusy(true);
    void enablePush().then((state) => {
      setBusy(false);
      if (state === 'on') {
        notify.success(t('push.on'));
        setView('hidden');
      } else if (state === 'denied') {
        setView('blocked');
      } else if (state === 'unsupported') {
        notify.info(t('push.unsupported'));
        setView('hidden');
      }
      // 'off': enablePush said why in a toast; the card stays for another try.
    });
  };
  const notNow = () => {
    mark(NOT_NOW_KEY);
    notify.info(t('push.later'));
    setView('hidden');
  };

  return (
    <div ref={ref} className="kh-ask" role="region" aria-labelledby={titleId} tabIndex={-1} data-testid="ask-push">
      <PlainIcon d={BELL} />
      <div>
        <h2 id={titleId}>{t(`push.ask.${reason}.title`)}</h2>
        {view === 'ask' ? (
          <>
            <p>{t(`push.ask.${reason}.body`)}</p>
            <div className="kh-ask-actions">
              <button type="button" className="kh-btn kh-contained" onClick={turnOn} disabled={busy}>
                {busy ? t('push.turningOn') : t('push.turnOn')}
              </button>
              <button type="button" className="kh-btn" onClick={notNow} disabled={busy}>
                {t('push.notNow')}
              </button>
            </div>
          </>
        ) : (
          <>
            <Notice severity="info">{t('push.blocked')}</Notice>
            <button type="button" className="kh-btn" onClick={() => setView('hidden')}>
              {t('push.close')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
