import { STATES, districtsOf } from '@shared/india';
import { CATEGORIES } from '@shared/product';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceNames } from '@/shared/i18n/place-names';
import { problemKey } from '@/shared/typed-number';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import type { MarketFilters as Filters, MarketQuery, MarketSort } from '../api/market-query';
import { NearFields, type NearFieldsProps } from './near-fields';
import { priceOf, type Typed } from './price-bounds';

interface Props {
  filters: Filters;
  set: (patch: Partial<Filters>) => void;
  typed: Typed;
  setTyped: Dispatch<SetStateAction<Typed>>;
  ignored: MarketQuery['ignored'];
  /** The pincode and radius fields (distance). */
  near: NearFieldsProps;
  onClear: () => void;
}

/**
 * The filter panel: category, sort, state, district, price range and distance. Its own
 * chunk, loaded when the panel is first opened: its ~50 state options stay out of the
 * market's first download and first commits on a slow phone. Plain fields
 * (shared/ui/fields.css, market-page.css): the market draws no MUI.
 */
export default function FilterPanel({ filters, set, typed, setTyped, ignored, near, onClear }: Props) {
  const { t } = useTranslation();
  // Hindi state and district names download only once the panel is opened.
  const places = usePlaceNames(true);
  const priceHelp = (text: string) => {
    const parsed = priceOf(text);
    if (parsed === null || parsed.ok) return {};
    return { error: true, helperText: t(problemKey(parsed.problem, 'typed.notNumber')) };
  };
  const select = (id: string, label: string, value: string, onPick: (v: string) => void, options: ReactNode) => (
    <SelectField id={id} label={label} value={value} onChange={onPick}>
      {options}
    </SelectField>
  );

  // The price range's two fields: what was typed, and why it is not a price if it is not.
  const priceField = (bound: 'min' | 'max') => (
    <TextField
      id={`market-${bound}-price`}
      size="small"
      label={t(bound === 'min' ? 'market.minPrice' : 'market.maxPrice')}
      value={typed[bound]}
      onChange={(value) => setTyped((s) => ({ ...s, [bound]: value }))}
      {...priceHelp(typed[bound])}
      inputMode="decimal"
    />
  );

  return (
    <div id="market-filter-panel">
      <div className="kh-filters">
        {select('market-category', t('market.category'), filters.category, (category) => set({ category }), [
          <option key="" value="">
            {t('market.allCategories')}
          </option>,
          ...CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          )),
        ])}
        {select(
          'market-sort',
          t('market.sort'),
          filters.sort,
          (sort) => set({ sort: sort as MarketSort }),
          (['newest', 'priceAsc', 'priceDesc', 'nearest'] as const).map((s) => (
            <option key={s} value={s}>
              {t(s === 'nearest' ? 'marketNear.sort_nearest' : `market.sort_${s}`)}
            </option>
          )),
        )}
        {select('market-state', t('market.state'), filters.state, (state) => set({ state, district: '' }), [
          <option key="" value="">
            {t('market.allStates')}
          </option>,
          ...STATES.map((s) => (
            <option key={s} value={s}>
              {places.label(s)}
            </option>
          )),
        ])}
        {select('market-district', t('market.district'), filters.district, (district) => set({ district }), [
          <option key="" value="">
            {t('market.allDistricts')}
          </option>,
          ...districtsOf(filters.state).map((d) => (
            <option key={d} value={d}>
              {places.label(d)}
            </option>
          )),
        ])}
        {priceField('min')}
        {priceField('max')}
        <NearFields {...near} />
      </div>
      <div className="kh-filters-end">
        <p role="status">{ignoredText(ignored, filters.sort, t)}</p>
        <button type="button" className="kh-btn kh-small" onClick={onClear}>
          {t('market.clear')}
        </button>
      </div>
    </div>
  );
}

function ignoredText(ignored: MarketQuery['ignored'], sort: MarketSort, t: (key: string) => string): string {
  if (ignored.length === 0) return '';
  if (sort === 'nearest')
    return t(ignored.includes('sort') ? 'marketNear.nearNeedsPincode' : 'marketNear.nearSetsPriceAside');
  return t('market.priceRangeSorts');
}
