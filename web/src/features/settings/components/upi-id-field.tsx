import TextField from '@mui/material/TextField';
import { isUpiId, PAYMENT_LIMITS } from '@shared/payment';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';

/** Whether a typed UPI ID will be refused ('' is fine: the field is optional). */
export const badUpiId = (value: string) => value !== '' && !isUpiId(value);

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The form was sent: a bad ID shows its message even if the field was never left. */
  tried: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The farmer's optional UPI ID. A valid one is read back under the field as it
 * is typed ("Buyers will pay to: …"), so a slip shows before any buyer pays to
 * it; a bad one gets its message once the field is left (not at the first key).
 * What was typed is kept and sent exactly as it is: never trimmed or lowered.
 */
export function UpiIdField({ value, onChange, tried, inputRef }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const bad = badUpiId(value);
  const showBad = bad && (left || tried);
  const helper = showBad
    ? errorText('profile/bad-upi')
    : value !== '' && !bad
      ? t('settings.upiConfirm', { id: value })
      : t('settings.upiHint');
  return (
    <TextField
      id="settings-upi"
      label={t('settings.upiId')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => setLeft(true)}
      error={showBad}
      helperText={helper}
      inputRef={inputRef}
      slotProps={{
        htmlInput: {
          maxLength: PAYMENT_LIMITS.upiIdMax,
          inputMode: 'email',
          autoComplete: 'off',
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
        },
      }}
    />
  );
}
