import '../strings';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_LIMITS } from '@shared/photo';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shrinkForSending, type ShrunkPhoto } from '../api/photos-api';
import { notifyPhotoError, PhotoPicker } from './photo-picker';

function Thumb({ blob, alt }: { blob: Blob; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={alt} width={88} height={88} style={{ objectFit: 'cover', borderRadius: 8 }} />;
}

/**
 * The add form's photos, before the product exists: up to 3, from the camera or
 * the gallery, shrunk on the phone as soon as they are picked (so submitting
 * never waits on it), each removable; the first is the cover. The form sends
 * them after the product.
 */
export function PickedPhotos({ photos, onChange }: { photos: ShrunkPhoto[]; onChange: (next: ShrunkPhoto[]) => void }) {
  const { t } = useTranslation();
  const [shrinking, setShrinking] = useState(false);
  const full = photos.length >= PHOTO_LIMITS.perProduct;

  const onPick = async (file: File) => {
    setShrinking(true);
    try {
      onChange([...photos, await shrinkForSending(file)]);
    } catch (err) {
      notifyPhotoError(err);
    } finally {
      setShrinking(false);
    }
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby="picked-photos-title">
      <Typography variant="subtitle2" id="picked-photos-title">
        {t('products.photos', { n: photos.length, max: PHOTO_LIMITS.perProduct })}
      </Typography>
      {photos.length > 0 && (
        <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, overflowX: 'auto' }}>
          {photos.map((p, i) => (
            <Stack component="li" key={p.thumb} spacing={0.5} alignItems="center" data-testid="picked-photo">
              <Thumb blob={p.preview} alt={i === 0 ? t('products.cover') : t('products.photoAlt', { n: i + 1 })} />
              {i > 0 && (
                <Button size="small" onClick={() => onChange([p, ...photos.filter((o) => o !== p)])}>
                  {t('products.makeCover')}
                </Button>
              )}
              <Button
                size="small"
                color="error"
                aria-label={t('products.deletePhotoLabel', { n: i + 1 })}
                onClick={() => onChange(photos.filter((o) => o !== p))}
              >
                {t('products.deletePhoto')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <PhotoPicker step={shrinking ? 'shrinking' : null} full={full} onFile={(file) => void onPick(file)} />
    </Stack>
  );
}
