import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { AUTH_LINKS, MAIN_LINKS, type NavItem } from './nav-links';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { ModalSheet } from '@/shared/ui/modal-sheet';
import './account-panel.css';

/**
 * The slide-in menu for narrow screens, with the "Authentication" links for visitors: a sheet
 * from the left (shared/ui/modal-sheet.tsx) with the account panel's menu rows, as plain
 * elements, so that the first tap on the menu loads no MUI on any screen.
 */
export default function NavDrawer() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.navMenuOpen);
  const setOpen = useAppStore((s) => s.setNavMenu);
  const signedOut = useAppStore((s) => s.status === 'signedOut');
  const close = () => setOpen(false);
  useBackCloses(open, close);

  const items = (links: readonly NavItem[]) =>
    links.map((l) => (
      <NavLink key={l.to} className="kh-menu-item" to={l.to} end replace onClick={close}>
        {t(l.labelKey)}
      </NavLink>
    ));

  return (
    <ModalSheet open={open} onClose={close} labelledBy="nav-menu-title" place="left">
      <h2 id="nav-menu-title" className="visually-hidden">
        {t('nav.main')}
      </h2>
      <nav aria-label={t('nav.main')}>
        <div className="kh-menu">{items(MAIN_LINKS)}</div>
        {signedOut && (
          <>
            <hr className="kh-divider" />
            <div className="kh-menu" role="group" aria-labelledby="nav-menu-auth">
              <p id="nav-menu-auth" className="kh-menu-head">
                {t('nav.authentication')}
              </p>
              {items(AUTH_LINKS)}
            </div>
          </>
        )}
      </nav>
    </ModalSheet>
  );
}
