import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * The e-mail (shown as "Username", as the old app named it) of the login and
 * signup forms. Spaces are dropped as typed: an e-mail never holds one, and a
 * phone keyboard's autocomplete adds them.
 */
export function EmailField({ onEmail, ...props }: TextFieldProps & { onEmail: (email: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('signup.username')}
      placeholder="name@example.com"
      type="email"
      autoComplete="email"
      onChange={(e) => onEmail(e.target.value.replace(/\s/g, ''))}
      {...props}
    />
  );
}
