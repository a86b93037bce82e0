import '../strings';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import { CATEGORIES, PRODUCT_LIMITS } from '@shared/product';
import { keepPhotos } from '../api/photo-queue';
import type { ShrunkPhoto } from '../api/photos-api';
import { MissingFarmError, addProduct, keepFarmOnPhone } from '../api/products-api';
import { checkDraft, priceProblem, quantityProblem, type ProductDraft } from '../api/product-input';
import { useMandiHint } from '../hooks/use-mandi-hint';
import { sendWaiting } from '../hooks/use-waiting-photos';
import { MandiHintLine } from './mandi-hint';
import { PickedPhotos } from './picked-photos';

// After a product is listed: "Tell me about new requests" (Web Push), downloaded only then.
const AskPush = lazy(() => import('@/shared/push/ask-push'));

const EMPTY: ProductDraft = {
  imageURL: '',
  title: '',
  description: '',
  rupeesPerKg: '',
  quantityKg: '',
  category: 'Vegetables',
  wholeKg: false,
};

/** The spec's add form (ImageURL, Product Name, Product Details, Rupees/kg, Quantity in Kg) plus a category. */
export function AddProductForm({ farmerId }: { farmerId: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProductDraft>(EMPTY);
  const [photos, setPhotos] = useState<ShrunkPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  // After a refused submit, empty required fields are marked too, not only in the toast.
  const [tried, setTried] = useState(false);
  // A product reached the server: the ask may follow (online only: a subscription needs the network).
  const [listed, setListed] = useState(false);
  const missing = (value: string) => tried && value.trim() === '';
  const fillText = errorText('form/fill-product');
  const rateProblem = priceProblem(draft.rupeesPerKg);
  const kgProblem = quantityProblem(draft.quantityKg, PRODUCT_LIMITS.quantityStepG);
  const rateText = rateProblem ? t(rateProblem) : missing(draft.rupeesPerKg) ? fillText : null;
  // What the mandi paid for this produce, below the price: part of the field's
  // helper text, so its aria-describedby names it beside any error.
  const mandiHint = useMandiHint(draft.title, farmerId);
  // So a product can be added offline: its farm place is copied from the profile.
  useEffect(() => keepFarmOnPhone(farmerId), [farmerId]);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(draft);
    setTried(!checked.ok);
    if (!checked.ok) {
      const p = checked.problem;
      notify.error('key' in p ? t(p.key) : errorText(p.code));
      return;
    }
    setBusy(true);
    try {
      const result = await addProduct(farmerId, checked.fields);
      // The photos wait on the phone for their product, and follow it to the server.
      if (photos.length > 0) {
        keepPhotos(result.id, photos).then(sendWaiting, (err: unknown) =>
          notify.fromError(err, 'products.photoFailed'),
        );
      }
      if (result.queued) {
        notify.info(t('offline.saved'));
        result.sent.catch((err: unknown) => notify.fromError(err, 'products.addFailed'));
      } else {
        notify.success(t('products.added'));
        setListed(true);
      }
      setDraft(EMPTY);
      setPhotos([]);
    } catch (err) {
      if (err instanceof MissingFarmError) notify.error(t('products.noFarm'));
      else notify.fromError(err, 'products.addFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom id="add-product-title">
        {t('products.addTitle')}
      </Typography>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby="add-product-title"
      >
        <TextField
          id="product-image"
          label={t('products.imageUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.imageURL}
          onChange={(e) => set('imageURL', e.target.value)}
          slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.imageUrlMax } }}
        />
        <TextField
          id="product-title"
          label={t('products.name')}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.titleMax } }}
          error={missing(draft.title)}
          helperText={missing(draft.title) ? fillText : undefined}
          required
        />
        <TextField
          id="product-details"
          label={t('products.details')}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.descriptionMax } }}
          error={missing(draft.description)}
          helperText={missing(draft.description) ? fillText : undefined}
          multiline
          minRows={2}
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="product-rate"
            label={t('products.rate')}
            value={draft.rupeesPerKg}
            onChange={(e) => set('rupeesPerKg', e.target.value)}
            error={rateProblem !== null || missing(draft.rupeesPerKg)}
            helperText={
              <>
                {rateText && (
                  <Typography variant="caption" component="span" display="block">
                    {rateText}
                  </Typography>
                )}
                <MandiHintLine hint={mandiHint} />
              </>
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            required
            fullWidth
          />
          <TextField
            id="product-quantity"
            label={t('products.quantity')}
            value={draft.quantityKg}
            onChange={(e) => set('quantityKg', e.target.value)}
            error={kgProblem !== null || missing(draft.quantityKg)}
            helperText={kgProblem ? t(kgProblem) : missing(draft.quantityKg) ? fillText : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            required
            fullWidth
          />
        </Stack>
        <FormControlLabel
          control={
            <Checkbox
              id="product-whole-kg"
              checked={draft.wholeKg}
              onChange={(e) => set('wholeKg', e.target.checked)}
            />
          }
          label={t('products.wholeKg')}
        />
        <TextField
          id="product-category"
          select
          label={t('products.category')}
          value={draft.category}
          onChange={(e) => set('category', e.target.value as ProductDraft['category'])}
          slotProps={{ select: { native: true } }}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </TextField>
        <PickedPhotos photos={photos} onChange={setPhotos} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('common.pleaseWait') : t('products.add')}
        </Button>
      </Stack>
      {listed && (
        <Suspense fallback={null}>
          <AskPush reason="farmer" />
        </Suspense>
      )}
    </Paper>
  );
}
