import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, pincodeProblem } from '@shared/validation';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack, SubmitButton } from '@/shared/ui/form-fields';
import { PlaceFields } from '@/shared/ui/place-fields';
import type { FarmerProfile } from '../api/settings-api';
import { CommonFields } from './common-fields';
import { badUpiId, UpiIdField } from './upi-id-field';
import { validateAndSave } from '../hooks/save-profile';

/** The farmer's names, farm name, farm location, picture and UPI ID. */
export function FarmerProfileForm({ initial }: { initial: FarmerProfile }) {
  const { t } = useTranslation();
  const [f, setF] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const upiRef = useRef<HTMLInputElement>(null);

  const onSubmit = async () => {
    const place = f.farmLocation;
    setTried(true);
    const badUpi = badUpiId(f.upiId);
    // The field says what is wrong; the focus goes there so it is heard and fixed.
    if (badUpi) upiRef.current?.focus();
    setBusy(true);
    await validateAndSave(
      'farmer',
      {
        firstName: f.firstName,
        lastName: f.lastName,
        farmName: f.farmName,
        farmLocation: place,
        profilePicture: f.profilePicture.trim(),
        // As typed ('' removes it): what buyers pay to is exactly what the farmer confirmed.
        upiId: f.upiId,
      },
      [f.firstName, f.lastName, f.farmName, place.pincode, place.state, place.district],
      pincodeProblem(place.pincode) ?? (badUpi ? 'profile/bad-upi' : null),
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
      <UpiIdField
        value={f.upiId}
        onChange={(upiId) => setF((s) => ({ ...s, upiId }))}
        tried={tried}
        inputRef={upiRef}
      />
      <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.save')}
      </SubmitButton>
    </FormStack>
  );
}
