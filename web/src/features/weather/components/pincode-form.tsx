import '../strings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { pincodeProblem } from '@shared/validation';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';

interface Props {
  /** The pincode shown now (e.g. the farm's); typed text starts from it. */
  current: string | null;
  onSubmit: (pincode: string) => void;
}

/** Any 6-digit pincode can be looked up, by anyone. */
export function PincodeForm({ current, onSubmit }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current ?? '');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (current) setValue(current);
  }, [current]);

  const problem = pincodeProblem(value) ?? (touched && value === '' ? 'form/pincode-length' : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (value === '' || pincodeProblem(value)) return;
    onSubmit(value);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        label={t('weather.pincode')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={problem !== null}
        helperText={problem ? errorText(problem) : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
        size="small"
      />
      <Button type="submit" variant="contained" sx={{ minHeight: 40, whiteSpace: 'nowrap', flexShrink: 0 }}>
        {t('weather.show')}
      </Button>
    </Box>
  );
}
