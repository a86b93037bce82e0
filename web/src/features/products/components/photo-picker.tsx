import '../strings';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import type { PhotoStep } from '../api/photos-api';
import { NotAPhotoError } from '../api/shrink-photo';

/** Says why a picked photo was not taken: not an image, or the server's refusal. */
export function notifyPhotoError(err: unknown): void {
  if (err instanceof NotAPhotoError) notify.error(errorText('photos/not-image'));
  else notify.fromError(err, 'products.photoFailed');
}

/**
 * What busies the photos (a progress line), and the Add a photo button: a file
 * input for images, for which a phone offers both its camera and its gallery.
 */
export function PhotoPicker({
  step,
  full,
  onFile,
}: {
  step: PhotoStep | 'arranging' | null;
  full: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {step !== null && (
        <div role="status">
          <Typography variant="caption">{t(`products.photoStep.${step}`)}</Typography>
          <LinearProgress />
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
        data-testid="photo-input"
      />
      <Button
        variant="outlined"
        startIcon={<AddAPhotoOutlined />}
        disabled={full || step !== null}
        onClick={() => input.current?.click()}
      >
        {full ? t('products.photosFull') : t('products.addPhoto')}
      </Button>
    </>
  );
}
