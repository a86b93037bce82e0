import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, pincodeProblem } from '@shared/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack, SubmitButton } from '@/shared/ui/form-fields';
import { PlaceFields } from '@/shared/ui/place-fields';
import type { FarmerProfile } from '../api/settings-api';
import { CommonFields } from './common-fields';
import { validateAndSave } from '../hooks/save-profile';

/** The farmer's names, farm name, farm location and picture. */
export function FarmerProfileForm({ initial }: { initial: FarmerProfile }) {
  const { t } = useTranslation();
  const [f, setF] = useState(initial);
  const [busy, setBusy] = useState(false);

  const onSubmit = async () => {
    const place = f.farmLocation;
    setBusy(true);
    await validateAndSave(
      'farmer',
      {
        firstName: f.firstName,
        lastName: f.lastName,
        farmName: f.farmName,
        farmLocation: place,
        profilePicture: f.profilePicture.trim(),
      },
      [f.firstName, f.lastName, f.farmName, place.pincode, place.state, place.district],
      pincodeProblem(place.pincode),
    );
    setBusy(false);
  };

  return (
    <FormStack label={t('settings.profile')} onSubmit={onSubmit}>
      <CommonFields idPrefix="settings" value={f} onChange={(v) => setF((s) => ({ ...s, ...v }))} />
      <TextField
        id="settings-farm"
        label={t('settings.farmName')}
        value={f.farmName}
        onChange={(e) => setF((s) => ({ ...s, farmName: e.target.value }))}
        slotProps={{ htmlInput: { maxLength: LIMITS.farmNameMax } }}
        required
      />
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
          {t('settings.farmLocation')}
        </Typography>
        <PlaceFields
          idPrefix="settings-farm-place"
          value={f.farmLocation}
          onChange={(farmLocation) => setF((s) => ({ ...s, farmLocation }))}
        />
      </Stack>
      <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.save')}
      </SubmitButton>
    </FormStack>
  );
}
