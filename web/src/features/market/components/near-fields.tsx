import { ALL_INDIA_KM, NEAR_RADII_KM, type NearRadiusKm } from '@shared/geo';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import type { PointStatus } from '../hooks/use-buyer-point';

export interface NearFieldsProps {
  pincode: string;
  status: PointStatus;
  onPincode: (text: string) => void;
  /** Shown only for "Nearest first". */
  radiusKm: NearRadiusKm | null;
  onRadius: (km: NearRadiusKm) => void;
}

const HELP: Partial<Record<PointStatus, string>> = {
  invalid: 'marketNear.pincodeInvalid',
  locating: 'marketNear.locating',
  unknown: 'marketNear.pincodeUnknown',
  error: 'marketNear.locateFailed',
};

/** The buyer's pincode (for distances) and, for "Nearest first", the radius. */
export function NearFields({ pincode, status, onPincode, radiusKm, onRadius }: NearFieldsProps) {
  const { t } = useTranslation();
  const problem = status === 'invalid' || status === 'unknown' || status === 'error';
  return (
    <>
      <TextField
        id="market-pincode"
        size="small"
        label={t('marketNear.pincode')}
        value={pincode}
        onChange={onPincode}
        error={problem}
        helperText={t(HELP[status] ?? 'marketNear.pincodeHelp')}
        inputMode="numeric"
        inputAttributes={{ autoComplete: 'postal-code', maxLength: 6 }}
      />
      {radiusKm !== null && (
        <SelectField
          id="market-radius"
          label={t('marketNear.radius')}
          value={String(radiusKm)}
          onChange={(value) => onRadius(Number(value) as NearRadiusKm)}
        >
          {NEAR_RADII_KM.map((km) => (
            <option key={km} value={km}>
              {km === ALL_INDIA_KM ? t('marketNear.radiusAll') : t('marketNear.radiusKm', { km })}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
