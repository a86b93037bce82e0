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
import './account-panel.css';

/**
 * "Your Account": the signed-in person's name, username and e-mail, and their role's items,
 * in a side sheet (a native modal <dialog>, shared/ui/modal-sheet.tsx).
 */
export function AccountPanel() {
  const open = useAppStore((s) => s.accountPanelOpen);
  const setOpen = useAppStore((s) => s.setAccountPanel);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useBackCloses(open, close);
  // The contents are built, styled and laid out once the page has painted, while the panel is
  // closed (`kept`): the Profile tap then only shows it, with no React mount, no new styles and
  // no layout in its frame.
  const built = useAfterFirstPaint();

  return (
    <ModalSheet open={open} onClose={close} labelledBy="account-panel-title" place="side" kept>
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
    // Plain elements (account-panel.css): built on every signed-in screen once it has painted,
    // where MUI's list items had emotion build their styles in a long task on a cheap phone.
    <>
      <div className="kh-account-head" data-testid="account-panel">
        <h2 id="account-panel-title">{t('account.title')}</h2>
        <AccountDetails />
      </div>
      <hr className="kh-divider" />
      <div className="kh-menu">
        <AccountLinks onPick={close} />
        <button type="button" className="kh-menu-item" onClick={() => void onLogout()}>
          {t('account.logout')}
        </button>
      </div>
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
        <p className="kh-account-name" data-testid="account-name">
          {displayName}
        </p>
      )}
      <p className="kh-account-user">
        {t('account.username')}: {usernameOf(email)}
      </p>
      <p className="kh-account-email">
        {t('account.email')}: {email}
      </p>
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
        <Link key={l.to} className="kh-menu-item" to={l.to} replace onClick={onPick}>
          {t(l.labelKey)}
        </Link>
      ))}
      <Link className="kh-menu-item" to="/settings" replace onClick={onPick}>
        {t('account.settings')}
      </Link>
    </>
  );
}
