import { passwordProblem } from '@shared/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import { useAppStore } from '@/shared/store';
import { FormStack, PasswordField, SubmitButton } from '@/shared/ui/form-fields';
import { changePassword } from '../api/settings-api';

const WRONG_PASSWORD = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/invalid-login-credentials']);

const EMPTY = { current: '', new: '', repeat: '' };
type Name = keyof typeof EMPTY;

/** Change password: the current one (Firebase wants a recent sign-in), then the new one twice. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [pw, setPw] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const { current, new: next, repeat } = pw;
  const nextMsg = passwordProblem(next);
  const repeatMsg = repeat !== '' && repeat !== next ? t('settings.passwordsDiffer') : null;
  // What the three fields have alike (ids settings-current-password, settings-new-password, …).
  const field = (name: Name) => ({
    id: `settings-${name}-password`,
    autoComplete: name === 'current' ? ('current-password' as const) : ('new-password' as const),
    value: pw[name],
    onPassword: (v: string) => setPw((s) => ({ ...s, [name]: v })),
    required: true,
  });

  const onSubmit = async () => {
    let problem: string | null = null;
    if (!current || !next || !repeat) problem = errorText('form/fill-form');
    else if (nextMsg) problem = errorText(nextMsg);
    else if (repeatMsg) problem = repeatMsg;
    else if (next === current) problem = t('settings.samePassword');
    else if (!useAppStore.getState().online) problem = t('settings.offlinePassword');
    if (problem) {
      notify.error(problem);
      return;
    }
    setBusy(true);
    try {
      await changePassword(current, next);
      notify.success(t('settings.passwordChanged'));
      setPw(EMPTY);
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (WRONG_PASSWORD.has(code)) notify.error(t('settings.wrongPassword'));
      else notify.fromError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack label={t('settings.password')} onSubmit={onSubmit}>
      <PasswordField {...field('current')} label={t('settings.currentPassword')} />
      <PasswordField
        {...field('new')}
        label={t('settings.newPassword')}
        error={nextMsg !== null}
        helperText={nextMsg ? errorText(nextMsg) : t('signup.passwordHint')}
      />
      <PasswordField
        {...field('repeat')}
        label={t('settings.confirmPassword')}
        error={repeatMsg !== null}
        helperText={repeatMsg ?? ' '}
      />
      <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.changePassword')}
      </SubmitButton>
    </FormStack>
  );
}
