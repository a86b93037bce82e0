import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store';
import { ICONS, PlainIcon } from '@/shared/ui/plain-icon';
import { AccountPanel } from './account-panel';

/** The 'Profile' button and its 'Your Account' panel, for signed-in people only. */
export default function AccountControls() {
  const { t } = useTranslation();
  const setAccountPanel = useAppStore((s) => s.setAccountPanel);
  // A plain button (shared/ui/frame.css): the tap only opens the panel, with no
  // ripple or tooltip mounting and restyling the page in its frame.
  return (
    <>
      <button
        type="button"
        className="kh-hdr-btn kh-hdr-icon"
        onClick={() => setAccountPanel(true)}
        aria-label={t('account.profile')}
        title={t('account.profile')}
      >
        <PlainIcon d={ICONS.account} />
      </button>
      <AccountPanel />
    </>
  );
}
