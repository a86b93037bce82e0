import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notify';
import { enablePush, pushState } from './push-api';
import './strings';

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
    <Paper
      ref={ref}
      variant="outlined"
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="ask-push"
      sx={{ p: 2, my: 2, maxWidth: 640, borderColor: 'primary.main', scrollMarginTop: 72 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <NotificationsActiveOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <div>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t(`push.ask.${reason}.title`)}
          </Typography>
          {view === 'ask' ? (
            <>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t(`push.ask.${reason}.body`)}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={turnOn} disabled={busy}>
                  {busy ? t('push.turningOn') : t('push.turnOn')}
                </Button>
                <Button onClick={notNow} disabled={busy}>
                  {t('push.notNow')}
                </Button>
              </Stack>
            </>
          ) : (
            <>
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('push.blocked')}
              </Alert>
              <Button sx={{ mt: 1 }} onClick={() => setView('hidden')}>
                {t('push.close')}
              </Button>
            </>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
