import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { AUTH_LINKS, MAIN_LINKS, type NavItem } from './nav-links';
import { useBackCloses } from '@/shared/hooks/use-back-closes';

/** The slide-in menu for narrow screens, with the "Authentication" links for visitors. */
export default function NavDrawer() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.navMenuOpen);
  const setOpen = useAppStore((s) => s.setNavMenu);
  const signedOut = useAppStore((s) => s.status === 'signedOut');
  const close = () => setOpen(false);
  useBackCloses(open, close);

  const items = (links: readonly NavItem[]) =>
    links.map((l) => (
      <ListItemButton key={l.to} component={NavLink} to={l.to} end replace onClick={close}>
        <ListItemText primary={t(l.labelKey)} />
      </ListItemButton>
    ));

  return (
    <Drawer anchor="left" open={open} onClose={close} slotProps={{ paper: { sx: { width: 260 } } }}>
      <nav aria-label={t('nav.main')}>
        <List>{items(MAIN_LINKS)}</List>
        {signedOut && (
          <>
            <Divider />
            <List subheader={<ListSubheader>{t('nav.authentication')}</ListSubheader>}>{items(AUTH_LINKS)}</List>
          </>
        )}
      </nav>
    </Drawer>
  );
}
