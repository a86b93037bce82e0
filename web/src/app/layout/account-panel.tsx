import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { usernameOf } from '@shared/validation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notify } from '@/shared/notify';
import { logout } from '@/shared/session';
import { useAppStore } from '@/shared/store';
import { ACCOUNT_LINKS } from './nav-links';
import { useBackCloses } from '@/shared/hooks/use-back-closes';

/** "Your Account": the signed-in person's name, username and e-mail, and their role's items. */
export function AccountPanel() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.accountPanelOpen);
  const setOpen = useAppStore((s) => s.setAccountPanel);
  const { email, displayName, role } = useAppStore();
  const close = () => setOpen(false);
  useBackCloses(open, close);

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
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } }, backdrop: { sx: { bgcolor: 'rgba(0,0,0,0.6)' } } }}
    >
      <Box sx={{ p: 2 }} data-testid="account-panel">
        <Typography variant="h6" component="h2">
          {t('account.title')}
        </Typography>
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
      </Box>
      <Divider />
      <List>
        {(role ? ACCOUNT_LINKS[role] : []).map((l) => (
          <ListItemButton key={l.to} component={Link} to={l.to} replace onClick={close}>
            <ListItemText primary={t(l.labelKey)} />
          </ListItemButton>
        ))}
        <ListItemButton component={Link} to="/settings" replace onClick={close}>
          <ListItemText primary={t('account.settings')} />
        </ListItemButton>
        <ListItemButton onClick={() => void onLogout()}>
          <ListItemText primary={t('account.logout')} />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
