import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPrefs, NotifyEvent } from '@shared/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { disablePush, enablePush, pushState, type PushState } from '@/shared/push/push-api';
import { useAppStore } from '@/shared/store';
import { PageLoader } from '@/shared/ui/page-loader';
import { savePrefs } from '../api/notifications-api';
import { useNotifyPrefs } from '../hooks/use-notifications';
import '../strings';

// Which events each role can be told about: a farmer hears of requests and
// cancels, a buyer of the farmer's answers and the delivery.
const EVENTS_OF = {
  farmer: ['request', 'cancelled'],
  user: ['accepted', 'declined', 'dispatched', 'delivered'],
} as const satisfies Record<string, readonly NotifyEvent[]>;

/**
 * The Settings section for order news: push on this phone or not, and which
 * events. Saved in notifications/{uid}, which the functions read before
 * pushing; the notification centre keeps every item whatever is chosen here.
 */
export default function NotificationSettings() {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const role = useAppStore((s) => s.role);
  const prefs = useNotifyPrefs(uid);
  const [device, setDevice] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  // The choice shows at once: the saved choices come back from the data worker
  // a moment later (or, offline, from the phone's cache), so until the save is
  // answered the screen shows what was tapped.
  const [pending, setPending] = useState<NotificationPrefs | null>(null);
  useEffect(() => {
    let live = true;
    pushState().then((s) => live && setDevice(s));
    return () => {
      live = false;
    };
  }, []);

  if (prefs.status === 'loading' || !uid || !role) return <PageLoader />;
  if (prefs.status === 'error') return <Alert severity="error">{t('notifications.loadFailed')}</Alert>;
  const current = pending ?? prefs.data;

  const save = (next: NotificationPrefs) => {
    const offline = navigator.onLine === false;
    if (offline) notify.info(t('notifications.settings.offline'));
    setPending(next);
    const settled = () => setPending((p) => (p === next ? null : p));
    savePrefs(uid, next).then(
      () => {
        settled();
        if (!offline) notify.success(t('notifications.settings.saved'));
      },
      () => {
        settled();
        notify.error(t('notifications.settings.failed'));
      },
    );
  };
  const togglePush = async (on: boolean) => {
    setBusy(true);
    try {
      const state = on ? await enablePush() : await disablePush();
      setDevice(state);
      if (!on || state === 'on') save({ ...current, push: on });
    } finally {
      setBusy(false);
    }
  };
  const pushOn = current.push && device === 'on';
  const events = EVENTS_OF[role === 'farmer' ? 'farmer' : 'user'];

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('notifications.settings.intro')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={pushOn}
            disabled={busy || device === null || device === 'unsupported' || device === 'denied'}
            onChange={(e) => void togglePush(e.target.checked)}
          />
        }
        label={t('notifications.settings.push')}
      />
      {(device === 'denied' || device === 'unsupported') && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t(device === 'denied' ? 'push.blocked' : 'push.unsupported')}
        </Alert>
      )}
      <FormGroup sx={{ mt: 1 }}>
        <FormLabel component="legend">{t('notifications.settings.events')}</FormLabel>
        {events.map((e) => (
          <FormControlLabel
            key={e}
            control={
              <Checkbox
                checked={current.events[e]}
                onChange={(ev) => save({ ...current, events: { ...current.events, [e]: ev.target.checked } })}
              />
            }
            label={t(`notifications.event.${e}`)}
          />
        ))}
      </FormGroup>
    </>
  );
}
