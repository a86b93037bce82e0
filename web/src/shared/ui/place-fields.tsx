import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { STATES, districtsOf, filterPlaces } from '@shared/india';
import { pincodeProblem } from '@shared/validation';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { usePlaceNames } from '@/shared/i18n/place-names';

export interface PlaceValue {
  pincode: string;
  state: string;
  district: string;
}

interface Props {
  idPrefix: string;
  value: PlaceValue;
  onChange: (next: PlaceValue) => void;
  /** After a refused submit: empty fields are marked with this message. */
  missingText?: string;
}

/** Pincode plus searchable state and district pickers ('No results' when nothing matches). */
export function PlaceFields({ idPrefix, value, onChange, missingText }: Props) {
  const { t } = useTranslation();
  const pinError = pincodeProblem(value.pincode);
  const places = usePlaceNames();
  // The pickers' own buttons ("Open", "Close", "Clear") speak the reader's language too.
  const pickerText = {
    openText: t('picker.open'),
    closeText: t('picker.close'),
    clearText: t('picker.clear'),
    noOptionsText: t('signup.noResults'),
    getOptionLabel: places.label,
    filterOptions: (options: string[], { inputValue }: { inputValue: string }) =>
      filterPlaces(options, inputValue, places.hindiNames),
  };
  const missing = (v: string) => (missingText && v === '' ? missingText : null);
  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-pincode`}
        label={t('signup.pincode')}
        value={value.pincode}
        onChange={(e) => onChange({ ...value, pincode: e.target.value })}
        error={pinError !== null || missing(value.pincode) !== null}
        helperText={pinError ? errorText(pinError) : (missing(value.pincode) ?? ' ')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
        required
      />
      <Autocomplete
        id={`${idPrefix}-state`}
        options={STATES as string[]}
        value={value.state || null}
        onChange={(_, state) => onChange({ ...value, state: state ?? '', district: '' })}
        {...pickerText}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('signup.state')}
            required
            error={missing(value.state) !== null}
            helperText={missing(value.state)}
          />
        )}
      />
      <Autocomplete
        id={`${idPrefix}-district`}
        options={districtsOf(value.state) as string[]}
        value={value.district || null}
        onChange={(_, district) => onChange({ ...value, district: district ?? '' })}
        {...pickerText}
        disabled={!value.state}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('signup.district')}
            required
            error={missing(value.district) !== null}
            helperText={missing(value.district)}
          />
        )}
      />
    </Stack>
  );
}
