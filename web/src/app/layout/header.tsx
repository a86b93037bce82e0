import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useMinWidth } from '@/shared/hooks/use-min-width';
import { setLanguage } from '@/shared/i18n';
import { useAppStore } from '@/shared/store';
import { theme } from '../theme';
import { AUTH_LINKS, MAIN_LINKS } from './nav-links';

// Drawers, the tooltip and the account panel load only when needed, keeping them
// out of the first download of every page (phones on slow networks).
const NavDrawer = lazy(() => import('./nav-drawer'));
const SignedInTools = lazy(() => import('./signed-in-tools'));

const linkSx = {
  color: 'inherit',
  textTransform: 'none',
  '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 },
} as const;

export function Header() {
  const { t, i18n } = useTranslation();
  const status = useAppStore((s) => s.status);
  const setNavMenu = useAppStore((s) => s.setNavMenu);
  const navMenuOpen = useAppStore((s) => s.navMenuOpen);
  const role = useAppStore((s) => s.role);
  const signedIn = status === 'signedIn';
  const nextLang = i18n.language === 'hi' ? 'en' : 'hi';
  // A phone (below md) gets the menu button; wider screens the links themselves.
  const wide = useMinWidth(theme.breakpoints.values.md);

  return (
    <AppBar position="sticky" color="primary" component="header">
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, minHeight: 56 }}>
        {!wide && (
          <IconButton color="inherit" edge="start" onClick={() => setNavMenu(true)} aria-label={t('nav.openMenu')}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {t('brand')}
        </Typography>
        {wide && (
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: 'flex', ml: 2, gap: 0.5 }}>
            {MAIN_LINKS.map((l) => (
              <Button key={l.to} component={NavLink} to={l.to} end sx={linkSx}>
                {t(l.labelKey)}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {/* The visible language name is part of the accessible name ("Switch language: हिन्दी"),
            as WCAG 2.5.3 asks, and is spoken in its own language. */}
        <Button color="inherit" onClick={() => setLanguage(nextLang)} sx={{ textTransform: 'none', minWidth: 0 }}>
          <span className="visually-hidden">{t('nav.switchLanguage')}: </span>
          <span lang={nextLang}>{nextLang === 'hi' ? 'हिन्दी' : 'English'}</span>
        </Button>
        {signedIn ? (
          <Suspense fallback={<Box sx={{ width: role ? 120 : 40 }} />}>
            <SignedInTools role={role} />
          </Suspense>
        ) : (
          status === 'signedOut' && (
            // A phone shows Login (signup is in the menu and on the login page).
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              {AUTH_LINKS.filter((l) => wide || l.to === '/login').map((l) => (
                <Button key={l.to} component={NavLink} to={l.to} sx={linkSx}>
                  {t(l.labelKey)}
                </Button>
              ))}
            </Box>
          )
        )}
      </Toolbar>
      {navMenuOpen && (
        <Suspense fallback={null}>
          <NavDrawer />
        </Suspense>
      )}
    </AppBar>
  );
}
