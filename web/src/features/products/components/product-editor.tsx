import '../strings';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import { PRODUCT_LIMITS } from '@shared/product';
import type { Product } from '@/shared/product';
import { updateProduct } from '../api/products-api';
import { parsePricePaise, parseQuantityG, priceProblem, quantityProblem } from '../api/product-input';
import { useMandiHint } from '../hooks/use-mandi-hint';
import { MandiHintLine } from './mandi-hint';

/** In-place edit of price, stock (kg, steps of 0.1), whole-kg selling and details; a quantity of 0 marks the product sold out. */
export function ProductEditor({ product, onDone }: { product: Product; onDone: () => void }) {
  const { t } = useTranslation();
  const [rupees, setRupees] = useState(String(product.pricePaise / 100));
  // Plain kg as a person types them (2500 g is "2.5"), without digit grouping.
  const [kg, setKg] = useState(String(product.quantityG / 1000));
  const [wholeKg, setWholeKg] = useState(product.wholeKg);
  const [description, setDescription] = useState(product.description);
  const [busy, setBusy] = useState(false);
  const rateProblem = priceProblem(rupees);
  const kgProblem = quantityProblem(kg, 0);
  const id = (name: string) => `edit-${product.id}-${name}`;
  // The mandi's price for this product's produce, on a full-width line below
  // price and quantity (the price field is half as wide); the price field names
  // it in aria-describedby beside its own helper text (MUI's `<id>-helper-text`).
  const mandiHint = useMandiHint(product.title, product.farmerId);
  const rateDescribedBy = [rateProblem ? `${id('rate')}-helper-text` : '', id('mandi')].filter(Boolean).join(' ');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!rupees.trim() || !kg.trim() || !description.trim()) {
      notify.error(errorText('form/fill-product'));
      return;
    }
    const pricePaise = parsePricePaise(rupees);
    if (pricePaise === null) return void notify.error(t(rateProblem ?? 'products.badPrice'));
    const quantityG = parseQuantityG(kg, 0);
    if (quantityG === null) return void notify.error(t(kgProblem ?? 'products.badQuantity'));
    setBusy(true);
    try {
      const result = await updateProduct(product.id, {
        pricePaise,
        quantityG,
        wholeKg,
        description: description.trim(),
      });
      if (result.queued) {
        notify.info(t('offline.saved'));
        result.sent.catch((err: unknown) => notify.fromError(err, 'products.saveFailed'));
      } else {
        notify.success(t('products.saved'));
      }
      onDone();
    } catch (err) {
      notify.fromError(err, 'products.saveFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={1.5}
      sx={{ pt: 1.5 }}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('products.editLabel', { title: product.title })}
    >
      <div>
        <Stack direction="row" spacing={1.5}>
          <TextField
            id={id('rate')}
            size="small"
            label={t('products.rate')}
            value={rupees}
            onChange={(e) => setRupees(e.target.value)}
            error={rateProblem !== null}
            helperText={rateProblem ? t(rateProblem) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': rateDescribedBy } }}
            fullWidth
          />
          <TextField
            id={id('quantity')}
            size="small"
            label={t('products.quantity')}
            value={kg}
            onChange={(e) => setKg(e.target.value)}
            error={kgProblem !== null}
            helperText={kgProblem ? t(kgProblem) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            fullWidth
          />
        </Stack>
        <MandiHintLine hint={mandiHint} id={id('mandi')} inset />
      </div>
      <FormControlLabel
        control={<Checkbox id={id('whole-kg')} checked={wholeKg} onChange={(e) => setWholeKg(e.target.checked)} />}
        label={t('products.wholeKg')}
      />
      <TextField
        id={id('details')}
        size="small"
        label={t('products.details')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.descriptionMax } }}
        multiline
        minRows={2}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onDone} disabled={busy}>
          {t('products.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('common.pleaseWait') : t('products.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
