import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The parts the account forms (login, signup, profile, password) share.

/**
 * A form's fields in a column, named for screen readers by `label`. noValidate:
 * the app checks the fields itself and marks them in the reader's language,
 * instead of the browser's own bubbles.
 */
export function FormStack({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}

/** A phone number: the phone's number pad, and autofill of the number without the +91. */
export function PhoneField({ onPhone, ...props }: TextFieldProps & { onPhone: (phone: string) => void }) {
  return (
    <TextField
      type="tel"
      autoComplete="tel-national"
      onChange={(e) => onPhone(e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
      required
      {...props}
    />
  );
}

/** A password; `autoComplete` tells the password manager whether it is the current or a new one. */
export function PasswordField({
  onPassword,
  ...props
}: TextFieldProps & { autoComplete: 'current-password' | 'new-password'; onPassword: (password: string) => void }) {
  return <TextField type="password" onChange={(e) => onPassword(e.target.value)} {...props} />;
}

/** The submit button: disabled while `busy`, and then it says so. */
export function SubmitButton({ busy, children, ...props }: ButtonProps & { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" variant="contained" disabled={busy} {...props}>
      {busy ? t('common.pleaseWait') : children}
    </Button>
  );
}
