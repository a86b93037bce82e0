import { passwordProblem } from '@shared/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import { useAppStore } from '@/shared/store';
import { FormStack, PasswordField, SubmitButton } from '@/shared/ui/form-fields';
import { changePassword } from '../api/settings-api';

const WRONG_PASSWORD = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/invalid-login-credentials']);

/** Change password: the current one (Firebase wants a recent sign-in), then the new one twice. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const nextMsg = passwordProblem(next);
  const repeatMsg = repeat !== '' && repeat !== next ? t('settings.passwordsDiffer') : null;

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
      setCurrent('');
      setNext('');
      setRepeat('');
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
      <PasswordField
        id="settings-current-password"
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        value={current}
        onPassword={setCurrent}
        required
      />
      <PasswordField
        id="settings-new-password"
        label={t('settings.newPassword')}
        autoComplete="new-password"
        value={next}
        onPassword={setNext}
        error={nextMsg !== null}
        helperText={nextMsg ? errorText(nextMsg) : t('signup.passwordHint')}
        required
      />
      <PasswordField
        id="settings-repeat-password"
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        value={repeat}
        onPassword={setRepeat}
        error={repeatMsg !== null}
        helperText={repeatMsg ?? ' '}
        required
      />
      <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.changePassword')}
      </SubmitButton>
    </FormStack>
  );
}
