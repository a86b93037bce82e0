import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useMinWidth } from '@/shared/hooks/use-min-width';
import { setLanguage } from '@/shared/i18n';
import { useAppStore } from '@/shared/store';
import { ICONS, PlainIcon } from '@/shared/ui/plain-icon';
import { AUTH_LINKS, MAIN_LINKS } from './nav-links';

/** Where the menu button gives way to the links: MUI's `md` breakpoint. */
const WIDE_PX = 900;

// Drawers and the signed-in controls load only when needed, keeping them out of
// the first download of every page (phones on slow networks).
const NavDrawer = lazy(() => import('./nav-drawer'));
const SignedInTools = lazy(() => import('./signed-in-tools'));

/**
 * The green bar on every screen, as plain elements and a stylesheet
 * (shared/ui/frame.css): MUI's AppBar, Toolbar and buttons had emotion build
 * their CSS in every screen's first render, a long task on a slow phone.
 */
export function Header() {
  const { t, i18n } = useTranslation();
  const status = useAppStore((s) => s.status);
  const setNavMenu = useAppStore((s) => s.setNavMenu);
  const navMenuOpen = useAppStore((s) => s.navMenuOpen);
  const role = useAppStore((s) => s.role);
  const signedIn = status === 'signedIn';
  const nextLang = i18n.language === 'hi' ? 'en' : 'hi';
  // A phone (below md) gets the menu button; wider screens the links themselves.
  const wide = useMinWidth(WIDE_PX);

  return (
    <header className="kh-header">
      <div className="kh-header-bar">
        {!wide && (
          <button
            type="button"
            className="kh-hdr-btn kh-hdr-icon kh-edge-start"
            onClick={() => setNavMenu(true)}
            aria-label={t('nav.openMenu')}
          >
            <PlainIcon d={ICONS.menu} />
          </button>
        )}
        <Link to="/" className="kh-brand">
          {t('brand')}
        </Link>
        {wide && (
          <nav aria-label={t('nav.main')} className="kh-header-nav">
            {MAIN_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end className="kh-hdr-btn">
                {t(l.labelKey)}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="kh-header-gap" />
        {/* The visible language name is part of the accessible name ("Switch language: हिन्दी"),
            as WCAG 2.5.3 asks, and is spoken in its own language. */}
        <button type="button" className="kh-hdr-btn" onClick={() => setLanguage(nextLang)}>
          <span className="visually-hidden">{t('nav.switchLanguage')}: </span>
          <span lang={nextLang}>{nextLang === 'hi' ? 'हिन्दी' : 'English'}</span>
        </button>
        {signedIn ? (
          <Suspense fallback={<div style={{ width: role ? 124 : 40 }} />}>
            <SignedInTools role={role} />
          </Suspense>
        ) : (
          status === 'signedOut' && (
            // A phone shows Login (signup is in the menu and on the login page).
            <div className="kh-header-auth">
              {AUTH_LINKS.filter((l) => wide || l.to === '/login').map((l) => (
                <NavLink key={l.to} to={l.to} className="kh-hdr-btn">
                  {t(l.labelKey)}
                </NavLink>
              ))}
            </div>
          )
        )}
      </div>
      {navMenuOpen && (
        <Suspense fallback={null}>
          <NavDrawer />
        </Suspense>
      )}
    </header>
  );
}
