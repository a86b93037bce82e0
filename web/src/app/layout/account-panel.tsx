import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { usernameOf } from '@shared/validation';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notify } from '@/shared/notify';
import { logout } from '@/shared/session';
import { useAppStore } from '@/shared/store';
import { ACCOUNT_LINKS } from './nav-links';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { ModalSheet } from '@/shared/ui/modal-sheet';

/**
 * "Your Account": the signed-in person's name, username and e-mail, and their role's items,
 * in a side sheet (a native modal <dialog>, shared/ui/modal-sheet.tsx).
 */
export function AccountPanel() {
  const open = useAppStore((s) => s.accountPanelOpen);
  const setOpen = useAppStore((s) => s.setAccountPanel);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useBackCloses(open, close);
  // The contents are built once the page has painted, while the panel is closed (a closed
  // <dialog> is not laid out): the Profile tap then only opens it, with no React mount and no
  // new style rules in its frame.
  const built = useAfterFirstPaint();

  return (
    <ModalSheet open={open} onClose={close} labelledBy="account-panel-title" place="side">
      {(built || open) && <PanelContents close={close} />}
    </ModalSheet>
  );
}

/** The panel's heading, the person's details, their role's pages, Settings and Logout. */
const PanelContents = memo(function PanelContents({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const onLogout = async () => {
    close();
    try {
      let result = await logout();
      if (result === 'unsent' && window.confirm(t('account.logoutUnsent'))) {
        result = await logout({ discardUnsent: true });
      }
      // A fresh page: nothing of the account stays in memory either.
      if (result === 'done') window.location.assign('/login');
    } catch (e) {
      notify.fromError(e);
    }
  };
  return (
    <>
      <Box sx={{ p: 2 }} data-testid="account-panel">
        <Typography variant="h6" component="h2" id="account-panel-title">
          {t('account.title')}
        </Typography>
        <AccountDetails />
      </Box>
      <Divider />
      <List>
        <AccountLinks onPick={close} />
        <ListItemButton onClick={() => void onLogout()}>
          <ListItemText primary={t('account.logout')} />
        </ListItemButton>
      </List>
    </>
  );
});

function AccountDetails() {
  const { t } = useTranslation();
  const email = useAppStore((s) => s.email);
  const displayName = useAppStore((s) => s.displayName);
  return (
    <>
      {displayName && (
        <Typography sx={{ mt: 1 }} data-testid="account-name">
          {displayName}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('account.username')}: {usernameOf(email)}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {t('account.email')}: {email}
      </Typography>
    </>
  );
}

/** The role's pages and Settings; `replace`, so the panel's history entry does not stay behind (useBackCloses). */
function AccountLinks({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation();
  const role = useAppStore((s) => s.role);
  return (
    <>
      {(role ? ACCOUNT_LINKS[role] : []).map((l) => (
        <ListItemButton key={l.to} component={Link} to={l.to} replace onClick={onPick}>
          <ListItemText primary={t(l.labelKey)} />
        </ListItemButton>
      ))}
      <ListItemButton component={Link} to="/settings" replace onClick={onPick}>
        <ListItemText primary={t('account.settings')} />
      </ListItemButton>
    </>
  );
}
