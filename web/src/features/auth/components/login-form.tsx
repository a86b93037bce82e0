import Link from '@mui/material/Link';
import { emailProblem } from '@shared/validation';
import type { Role } from '@shared/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '@/shared/error-text';
import { hasCode } from '@/shared/error-code';
import { notify } from '@/shared/notify';
import { FormStack, PasswordField, SubmitButton } from '@/shared/ui/form-fields';
import { AuthFlowError, logIn, resetPassword } from '../api/auth-api';
import { EmailField } from './email-field';

/** `next`: the page to return to after login (a checked path of this app), else the home page. */
export function LoginForm({ role, next = null }: { role: Role; next?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const emailMsg = emailProblem(email);
  const id = (name: string) => `${role}-login-${name}`;

  const onSubmit = async () => {
    if (!email.trim() || !password) {
      notify.error(errorText('form/fill-both'));
      return;
    }
    if (emailMsg) {
      notify.error(errorText(emailMsg));
      return;
    }
    setBusy(true);
    try {
      await logIn(role, email, password);
      notify.success(t('login.done'));
      navigate(next ?? '/', { replace: next !== null });
    } catch (err) {
      if (err instanceof AuthFlowError) notify.error(t(err.key));
      // The server said no without a known reason, or something else broke (as the spec tells them apart).
      else notify.fromError(err, hasCode(err, 'auth/') ? 'errors.loginFailed' : 'errors.loginError');
    } finally {
      setBusy(false);
    }
  };

  const onForgot = async () => {
    if (!email.trim() || emailMsg) {
      notify.error(t('login.enterEmailFirst'));
      return;
    }
    try {
      await resetPassword(email);
      notify.success(t('login.resetSent', { email: email.trim() }));
    } catch (err) {
      notify.fromError(err);
    }
  };

  return (
    <FormStack label={t(`login.${role}Title`)} onSubmit={onSubmit}>
      <EmailField
        id={id('email')}
        value={email}
        onEmail={setEmail}
        error={emailMsg !== null}
        helperText={emailMsg ? errorText(emailMsg) : ' '}
      />
      <PasswordField
        id={id('password')}
        label={t('signup.password')}
        autoComplete="current-password"
        value={password}
        onPassword={setPassword}
      />
      <SubmitButton busy={busy} size="large">
        {t('login.submit')}
      </SubmitButton>
      <Link component="button" type="button" onClick={() => void onForgot()} sx={{ alignSelf: 'flex-start' }}>
        {t('login.forgot')}
      </Link>
    </FormStack>
  );
}
