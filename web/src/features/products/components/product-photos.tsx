import '../strings';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_LIMITS, photoUrl, type ProductPhoto } from '@shared/photo';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import type { Product } from '@/shared/product';
import { addPhoto, arrangePhotos, type PhotoStep } from '../api/photos-api';
import { sendWaiting } from '../hooks/use-waiting-photos';
import { notifyPhotoError, PhotoPicker } from './photo-picker';

/**
 * A farmer's photos of one product: up to 3, from the camera or the gallery
 * (the phone's picker offers both), shrunk on the phone before they are sent;
 * the first is the cover, which the market's card shows. Each can be made the
 * cover or deleted.
 */
export function ProductPhotos({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<PhotoStep | 'arranging' | null>(null);
  // The callables answer with the photos as they now are, which shows at once;
  // the product's next snapshot is newer still, and replaces that answer.
  const [answer, setAnswer] = useState<{ to: ProductPhoto[]; photos: ProductPhoto[] } | null>(null);
  const photos = answer?.to === product.photos ? answer.photos : product.photos;
  const setAnswered = (next: ProductPhoto[]) => setAnswer({ to: product.photos, photos: next });
  const full = photos.length >= PHOTO_LIMITS.perProduct;

  const onPick = async (file: File) => {
    try {
      const added = await addPhoto(product.id, file, setStep);
      if (added === 'kept') {
        notify.info(t('products.photoKept'));
        sendWaiting();
      } else {
        setAnswered(added);
        notify.success(t('products.photoAdded'));
      }
    } catch (err) {
      notifyPhotoError(err);
    } finally {
      setStep(null);
    }
  };

  const arrange = async (ids: string[], done: string) => {
    setStep('arranging');
    try {
      setAnswered(await arrangePhotos(product.id, ids));
      notify.success(t(done));
    } catch (err) {
      notify.fromError(err, 'products.photoFailed');
    } finally {
      setStep(null);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 1.5 }} aria-label={t('products.photosOf', { title: product.title })} role="group">
      <Typography variant="subtitle2">
        {t('products.photos', { n: photos.length, max: PHOTO_LIMITS.perProduct })}
      </Typography>
      {photos.length > 0 && (
        <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, overflowX: 'auto' }}>
          {photos.map((p, i) => (
            <Stack component="li" key={p.id} spacing={0.5} alignItems="center" data-testid="product-photo">
              <img
                src={photoUrl(p.thumb)}
                alt={i === 0 ? t('products.coverAlt', { title: product.title }) : t('products.photoAlt', { n: i + 1 })}
                width={88}
                height={88}
                loading="lazy"
                style={{ objectFit: 'cover', borderRadius: 8 }}
              />
              {i === 0 ? (
                <Typography variant="caption">{t('products.cover')}</Typography>
              ) : (
                <Button
                  size="small"
                  disabled={step !== null}
                  onClick={() =>
                    void arrange([p.id, ...photos.filter((o) => o.id !== p.id).map((o) => o.id)], 'products.coverSet')
                  }
                >
                  {t('products.makeCover')}
                </Button>
              )}
              {i >= 2 && (
                <Button
                  size="small"
                  disabled={step !== null}
                  aria-label={t('products.moveEarlierLabel', { n: i + 1 })}
                  onClick={() => {
                    const ids = photos.map((o) => o.id);
                    [ids[i - 1], ids[i]] = [ids[i]!, ids[i - 1]!];
                    void arrange(ids, 'products.photoMoved');
                  }}
                >
                  {t('products.moveEarlier')}
                </Button>
              )}
              <Button
                size="small"
                color="error"
                disabled={step !== null}
                aria-label={t('products.deletePhotoLabel', { n: i + 1 })}
                onClick={() =>
                  void arrange(
                    photos.filter((o) => o.id !== p.id).map((o) => o.id),
                    'products.photoDeleted',
                  )
                }
              >
                {t('products.deletePhoto')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <PhotoPicker step={step} full={full} onFile={(file) => void onPick(file)} />
    </Stack>
  );
}
