import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store';
import { AccountPanel } from './account-panel';

/** The 'Profile' button and its 'Your Account' panel, for signed-in people only. */
export default function AccountControls() {
  const { t } = useTranslation();
  const setAccountPanel = useAppStore((s) => s.setAccountPanel);
  return (
    <>
      <Tooltip title={t('account.profile')}>
        <IconButton color="inherit" onClick={() => setAccountPanel(true)} aria-label={t('account.profile')}>
          <AccountCircle />
        </IconButton>
      </Tooltip>
      <AccountPanel />
    </>
  );
}
