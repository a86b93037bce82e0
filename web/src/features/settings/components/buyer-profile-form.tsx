import Typography from '@mui/material/Typography';
import { phoneProblem, pincodeProblem } from '@shared/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { FormStack, PhoneField, SubmitButton } from '@/shared/ui/form-fields';
import type { BuyerProfile } from '../api/settings-api';
import { AddressList } from './address-list';
import { CommonFields } from './common-fields';
import { validateAndSave } from '../hooks/save-profile';

/** The buyer's names, phone, addresses and picture. */
export function BuyerProfileForm({ initial }: { initial: BuyerProfile }) {
  const { t } = useTranslation();
  const [f, setF] = useState(initial);
  const [busy, setBusy] = useState(false);
  const phoneMsg = phoneProblem(f.phoneNumber);

  const onSubmit = async () => {
    const places = f.addresses.flatMap((p) => [p.pincode, p.state, p.district]);
    const pinMsg = f.addresses.map((p) => pincodeProblem(p.pincode)).find((m) => m !== null) ?? null;
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
    <FormStack label={t('settings.profile')} onSubmit={onSubmit}>
      <CommonFields idPrefix="settings" value={f} onChange={(v) => setF((s) => ({ ...s, ...v }))} />
      <PhoneField
        id="settings-phone"
        label={t('settings.phone')}
        value={f.phoneNumber}
        onPhone={(phoneNumber) => setF((s) => ({ ...s, phoneNumber }))}
        error={phoneMsg !== null}
        helperText={phoneMsg ? errorText(phoneMsg) : ' '}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('settings.addresses')}
      </Typography>
      <AddressList value={f.addresses} onChange={(addresses) => setF((s) => ({ ...s, addresses }))} />
      <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.save')}
      </SubmitButton>
    </FormStack>
  );
}
