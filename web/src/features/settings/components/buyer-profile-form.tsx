import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { phoneError, pincodeError } from '@shared/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import type { BuyerProfile } from '../api/settings-api';
import { AddressList } from './address-list';
import { CommonFields } from './common-fields';
import { validateAndSave } from '../hooks/save-profile';

/** The buyer's names, phone, addresses and picture. */
export function BuyerProfileForm({ initial }: { initial: BuyerProfile }) {
  const { t } = useTranslation();
  const [f, setF] = useState(initial);
  const [busy, setBusy] = useState(false);
  const phoneMsg = phoneError(f.phoneNumber);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const places = f.addresses.flatMap((p) => [p.pincode, p.state, p.district]);
    const pinMsg = f.addresses.map((p) => pincodeError(p.pincode)).find((m) => m !== null) ?? null;
    setBusy(true);
    await validateAndSave(
      'user',
      {
        firstName: f.firstName,
        lastName: f.lastName,
        phoneNumber: f.phoneNumber,
        addresses: f.addresses,
        profilePicture: f.profilePicture.trim(),
      },
      [f.firstName, f.lastName, f.phoneNumber, ...places],
      phoneMsg ?? pinMsg,
    );
    setBusy(false);
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('settings.profile')}
    >
      <CommonFields idPrefix="settings" value={f} onChange={(v) => setF((s) => ({ ...s, ...v }))} />
      <TextField
        id="settings-phone"
        label={t('settings.phone')}
        type="tel"
        autoComplete="tel-national"
        value={f.phoneNumber}
        onChange={(e) => setF((s) => ({ ...s, phoneNumber: e.target.value }))}
        error={phoneMsg !== null}
        helperText={phoneMsg ? translateMessage(phoneMsg) : ' '}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
        required
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('settings.addresses')}
      </Typography>
      <AddressList value={f.addresses} onChange={(addresses) => setF((s) => ({ ...s, addresses }))} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('common.pleaseWait') : t('settings.save')}
      </Button>
    </Stack>
  );
}
