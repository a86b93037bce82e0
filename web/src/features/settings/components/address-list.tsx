import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@shared/validation';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceFields, type PlaceValue } from '@/shared/ui/place-fields';

const EMPTY: PlaceValue = { pincode: '', state: '', district: '' };

interface Props {
  value: PlaceValue[];
  onChange: (next: PlaceValue[]) => void;
}

/** One to five addresses; the first is the default (the weather page uses its pincode). */
export function AddressList({ value, onChange }: Props) {
  const { t } = useTranslation();
  // Stable keys, so removing or reordering an address keeps each picker's own state.
  const [keys, setKeys] = useState(() => value.map((_, i) => i));
  const nextKey = useRef(value.length);
  const replace = (i: number, place: PlaceValue) => onChange(value.map((p, j) => (j === i ? place : p)));
  const remove = (i: number) => {
    setKeys((k) => k.filter((_, j) => j !== i));
    onChange(value.filter((_, j) => j !== i));
  };
  const makeDefault = (i: number) => {
    setKeys((k) => [k[i], ...k.filter((_, j) => j !== i)]);
    onChange([value[i], ...value.filter((_, j) => j !== i)]);
  };
  const add = () => {
    setKeys((k) => [...k, nextKey.current++]);
    onChange([...value, EMPTY]);
  };

  return (
    <Stack spacing={2}>
      {value.map((place, i) => (
        <Box
          key={keys[i] ?? i}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
          data-testid="address"
        >
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5, fontWeight: 600 }}>
            {t(i === 0 ? 'settings.defaultAddress' : 'settings.address', { n: i + 1 })}
          </Typography>
          <PlaceFields idPrefix={`settings-address-${keys[i] ?? i}`} value={place} onChange={(p) => replace(i, p)} />
          {value.length > 1 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {i > 0 && (
                <Button size="small" onClick={() => makeDefault(i)}>
                  {t('settings.makeDefault', { n: i + 1 })}
                </Button>
              )}
              <Button size="small" color="error" onClick={() => remove(i)}>
                {t('settings.removeAddress', { n: i + 1 })}
              </Button>
            </Stack>
          )}
        </Box>
      ))}
      {value.length < LIMITS.addressesMax ? (
        <Button variant="outlined" onClick={add} sx={{ alignSelf: 'flex-start' }}>
          {t('settings.addAddress')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('settings.maxAddresses', { max: LIMITS.addressesMax })}
        </Typography>
      )}
    </Stack>
  );
}
