import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Role } from '@shared/roles';
import { useTranslation } from 'react-i18next';

/** The farmer / user switch that slides the two panels. */
export function RoleSwitch({ role, onChange }: { role: Role; onChange: (r: Role) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={role}
      onChange={(_, r: Role | null) => r && onChange(r)}
      aria-label={t('signup.chooseRole')}
      sx={{ mb: 2 }}
    >
      <ToggleButton value="farmer">{t('signup.farmer')}</ToggleButton>
      <ToggleButton value="user">{t('signup.user')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
