import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@shared/validation';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';

export interface CommonValue {
  firstName: string;
  lastName: string;
  profilePicture: string;
}

interface Props {
  idPrefix: string;
  value: CommonValue;
  onChange: (next: CommonValue) => void;
}

const isHttps = (v: string) => /^https:\/\/\S+$/.test(v.trim());

/** First and last name and the optional picture address, with a preview of the picture. */
export function CommonFields({ idPrefix, value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof CommonValue, v: string) => onChange({ ...value, [key]: v });
  const badPicture = value.profilePicture.trim() !== '' && !isHttps(value.profilePicture);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={`${idPrefix}-first`}
          label={t('settings.firstName')}
          autoComplete="given-name"
          value={value.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.nameMax } }}
          required
          fullWidth
        />
        <TextField
          id={`${idPrefix}-last`}
          label={t('settings.lastName')}
          autoComplete="family-name"
          value={value.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.nameMax } }}
          required
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          src={isHttps(value.profilePicture) ? value.profilePicture.trim() : undefined}
          alt={t('settings.picturePreview')}
          sx={{ width: 56, height: 56, mt: 0.5 }}
          slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
        />
        <TextField
          id={`${idPrefix}-picture`}
          label={t('settings.picture')}
          type="url"
          inputMode="url"
          value={value.profilePicture}
          onChange={(e) => set('profilePicture', e.target.value)}
          error={badPicture}
          helperText={badPicture ? errorText('profile/picture-not-https') : t('settings.pictureHint')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          fullWidth
        />
      </Stack>
    </>
  );
}
