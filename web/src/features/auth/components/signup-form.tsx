import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailProblem, passwordProblem, phoneProblem } from '@shared/validation';
import { completeSignupSchema, issueCode, parseForPeople, type CompleteSignupInput } from '@shared/profile';
import type { Role } from '@shared/roles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import { signUp } from '../api/auth-api';
import { FormStack, PasswordField, PhoneField, SubmitButton } from '@/shared/ui/form-fields';
import { PlaceFields, type PlaceValue } from '@/shared/ui/place-fields';
import { EmailField } from './email-field';

const EMPTY_PLACE: PlaceValue = { pincode: '', state: '', district: '' };

function buildInput(role: Role, f: FormState): CompleteSignupInput {
  const base = { firstName: f.firstName, lastName: f.lastName };
  return role === 'farmer'
    ? { role, profile: { ...base, farmName: f.farmName, farmLocation: f.place } }
    : { role, profile: { ...base, phoneNumber: f.phone, addresses: [f.place] } };
}

interface FormState {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  farmName: string;
  phone: string;
  place: PlaceValue;
}

/** One signup panel: the farmer's (farm name) or the user's (phone number). */
export function SignupForm({ role, next }: { role: Role; next: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [f, setF] = useState<FormState>({
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    farmName: '',
    phone: '',
    place: EMPTY_PLACE,
  });
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  // After a refused submit the wrong fields are marked, not only named in a toast.
  const [tried, setTried] = useState(false);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const fillText = errorText('form/fill-form');
  const missing = (v: string) => (tried && v.trim() === '' ? fillText : null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setF((s) => ({ ...s, [key]: value }));
  const id = (name: string) => `${role}-signup-${name}`;

  const emailMsg = emailProblem(f.email);
  const passwordMsg = passwordProblem(f.password);
  const phoneMsg = phoneProblem(f.phone);

  // A valid phone number shows 'Verified' for 3 seconds, as in the old form.
  useEffect(() => {
    if (f.phone.length !== 10 || phoneMsg) return;
    setVerified(true);
    const timer = setTimeout(() => setVerified(false), 3000);
    return () => clearTimeout(timer);
  }, [f.phone, phoneMsg]);

  const onSubmit = async () => {
    const required = [f.email, f.password, f.firstName, f.lastName, f.place.pincode, f.place.state, f.place.district];
    required.push(role === 'farmer' ? f.farmName : f.phone);
    setTried(true);
    if (required.some((v) => v.trim() === '')) {
      notify.error(errorText('form/fill-form'));
      return;
    }
    const fieldMsg = emailMsg ?? passwordMsg ?? (role === 'user' ? phoneMsg : null);
    const input = buildInput(role, f);
    const parsed = parseForPeople(completeSignupSchema, input);
    const msg = fieldMsg ?? (parsed.success ? null : issueCode(parsed.error));
    if (msg) {
      notify.error(errorText(msg));
      return;
    }
    setBusy(true);
    try {
      await signUp(f.email, f.password, input);
      notify.success(t('signup.done'));
      navigate(next ?? '/', { replace: next !== null });
    } catch (err) {
      if ((err as { code?: string }).code === 'auth/email-already-in-use') setTakenEmail(f.email);
      notify.fromError(err, role === 'user' ? 'errors.notSigned' : 'errors.fetching');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack label={t(`signup.${role}Title`)} onSubmit={onSubmit}>
      <EmailField
        id={id('email')}
        value={f.email}
        onEmail={(v) => set('email', v)}
        error={emailMsg !== null || missing(f.email) !== null || takenEmail === f.email}
        helperText={
          emailMsg
            ? errorText(emailMsg)
            : (missing(f.email) ?? (takenEmail === f.email ? t('errors.emailRegistered') : ' '))
        }
        required
      />
      <PasswordField
        id={id('password')}
        label={t('signup.password')}
        autoComplete="new-password"
        value={f.password}
        onPassword={(v) => set('password', v)}
        error={passwordMsg !== null || missing(f.password) !== null}
        helperText={passwordMsg ? errorText(passwordMsg) : (missing(f.password) ?? t('signup.passwordHint'))}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={id('first')}
          label={t('signup.firstName')}
          autoComplete="given-name"
          value={f.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          error={missing(f.firstName) !== null}
          helperText={missing(f.firstName)}
          required
          fullWidth
        />
        <TextField
          id={id('last')}
          label={t('signup.lastName')}
          autoComplete="family-name"
          value={f.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          error={missing(f.lastName) !== null}
          helperText={missing(f.lastName)}
          required
          fullWidth
        />
      </Stack>
      {role === 'farmer' ? (
        <TextField
          id={id('farm')}
          label={t('signup.farmName')}
          value={f.farmName}
          onChange={(e) => set('farmName', e.target.value)}
          error={missing(f.farmName) !== null}
          helperText={missing(f.farmName)}
          required
        />
      ) : (
        <PhoneField
          id={id('phone')}
          label={t('signup.phone')}
          value={f.phone}
          onPhone={(v) => set('phone', v)}
          error={phoneMsg !== null || missing(f.phone) !== null}
          helperText={phoneMsg ? errorText(phoneMsg) : (missing(f.phone) ?? (verified ? t('signup.verified') : ' '))}
        />
      )}
      <PlaceFields
        idPrefix={id('place')}
        value={f.place}
        onChange={(place) => set('place', place)}
        missingText={tried ? fillText : undefined}
      />
      <SubmitButton busy={busy} size="large">
        {t('signup.submit')}
      </SubmitButton>
    </FormStack>
  );
}
