import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { usernameOf } from '@shared/validation';
import { useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notify } from '@/shared/notify';
import { logout } from '@/shared/session';
import { useAppStore } from '@/shared/store';
import { ACCOUNT_LINKS } from './nav-links';
import { useBackCloses } from '@/shared/hooks/use-back-closes';

// The entrance is a CSS animation of transform and opacity, which the compositor runs: MUI's
// Drawer started its slide and its backdrop's fade by reading the page's layout, about 45 ms of
// forced layout in the Profile tap's frame on a cheap phone (performance-history, 26 Nov).
const slideIn = keyframes`from { transform: translateX(100%); }`;
const fadeIn = keyframes`from { opacity: 0; }`;

/**
 * "Your Account": the signed-in person's name, username and e-mail, and their role's items.
 * A native modal <dialog>: the browser keeps the focus inside, makes the page behind inert,
 * closes it on Escape and gives the focus back to the Profile button.
 */
export function AccountPanel() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.accountPanelOpen);
  const setOpen = useAppStore((s) => s.setAccountPanel);
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => setOpen(false);
  useBackCloses(open, close);

  // Before the paint, so the panel shows in the tap's own frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
  // Escape: the store decides, so Back's history entry goes with it (useBackCloses).
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    close();
  };
  // A tap on the dimmed page lands on the <dialog> itself, outside its panel.
  const onBackdrop = (e: MouseEvent) => {
    if (e.target === e.currentTarget) close();
  };

  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby="account-panel-title"
      onCancel={onCancel}
      onClick={onBackdrop}
      sx={{
        m: 0,
        ml: 'auto',
        p: 0,
        border: 0,
        width: 300,
        maxWidth: '85vw',
        height: '100%',
        maxHeight: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        overflowY: 'auto',
        '&[open]': { animation: `${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)` },
        '&::backdrop': { bgcolor: 'rgba(0,0,0,0.6)', animation: `${fadeIn} 225ms linear` },
        '@media (prefers-reduced-motion: reduce)': { '&[open], &::backdrop': { animation: 'none' } },
      }}
    >
      {open && (
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
      )}
    </Box>
  );
}

function AccountDetails() {
  const { t } = useTranslation();
  const { email, displayName } = useAppStore();
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
