import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, passwordError } from '@shared/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import { notify } from '@/shared/notify';
import { useAppStore } from '@/shared/store';
import { changePassword } from '../api/settings-api';

const WRONG_PASSWORD = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/invalid-login-credentials']);

/** Change password: the current one (Firebase wants a recent sign-in), then the new one twice. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const nextMsg = passwordError(next);
  const repeatMsg = repeat !== '' && repeat !== next ? t('settings.passwordsDiffer') : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    let problem: string | null = null;
    if (!current || !next || !repeat) problem = translateMessage(MESSAGES.fillForm);
    else if (nextMsg) problem = translateMessage(nextMsg);
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
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('settings.password')}
    >
      <TextField
        id="settings-current-password"
        label={t('settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        required
      />
      <TextField
        id="settings-new-password"
        label={t('settings.newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={nextMsg !== null}
        helperText={nextMsg ? translateMessage(nextMsg) : t('signup.passwordHint')}
        required
      />
      <TextField
        id="settings-repeat-password"
        label={t('settings.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={repeatMsg !== null}
        helperText={repeatMsg ?? ' '}
        required
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('common.pleaseWait') : t('settings.changePassword')}
      </Button>
    </Stack>
  );
}
