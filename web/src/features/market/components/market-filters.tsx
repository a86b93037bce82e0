import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STATES, districtsOf } from '@shared/india';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRupeesToPaise, problemKey, type Parsed } from '@/shared/typed-number';
import { usePlaceNames } from '@/shared/i18n/place-names';
import { PlainIcon } from '@/shared/ui/plain-icon';
import { SearchField } from '@/shared/ui/search-field';
import { CATEGORIES } from '@shared/product';
import { DEFAULT_FILTERS, type MarketFilters as Filters, type MarketQuery, type MarketSort } from '../api/market-query';
import { SearchMic } from './search-mic';
import { SEARCH_ICONS } from './search-icons';
import { useBackCloses } from '@/shared/hooks/use-back-closes';

const TYPING_DELAY_MS = 300;

interface Props {
  filters: Filters;
  onChange: (next: Filters) => void;
  ignored: MarketQuery['ignored'];
  /** The pincode and radius fields (distance), placed in the filter panel. */
  nearFields: ReactNode;
}

const rupeesText = (paise: number | null) =>
  paise === null ? '' : paise % 100 ? (paise / 100).toFixed(2) : String(paise / 100);
// A price as typed: empty is no bound; anything else must read as rupees exactly
// (never stripped to its digits), or the field says why and the filter keeps its bound.
const PRICE_PAISE = { min: 0, max: 99_999_99_00 };
const priceOf = (text: string): Parsed | null => (text.trim() === '' ? null : parseRupeesToPaise(text, PRICE_PAISE));
const boundOf = (text: string, current: number | null) => {
  const parsed = priceOf(text);
  if (parsed === null) return null;
  return parsed.ok ? parsed.value : current;
};

/** Search by name, then (behind a toggle on phones) category, state, district, price range and sort. */
export function MarketFilters({ filters, onChange, ignored, nearFields }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  // Hindi state and district names download only once the panel is opened.
  const places = usePlaceNames(open);
  const [typed, setTyped] = useState({
    search: filters.search,
    min: rupeesText(filters.minPricePaise),
    max: rupeesText(filters.maxPricePaise),
  });

  // Typing waits for a pause before querying, so "tomato" is one query, not six.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = {
        search: typed.search,
        minPricePaise: boundOf(typed.min, filters.minPricePaise),
        maxPricePaise: boundOf(typed.max, filters.maxPricePaise),
      };
      if (
        next.search !== filters.search ||
        next.minPricePaise !== filters.minPricePaise ||
        next.maxPricePaise !== filters.maxPricePaise
      ) {
        onChange({ ...filters, ...next });
      }
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, onChange]);

  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const priceHelp = (text: string) => {
    const parsed = priceOf(text);
    if (parsed === null || parsed.ok) return {};
    return { error: true, helperText: t(problemKey(parsed.problem, 'typed.notNumber')) };
  };
  const active = [filters.category, filters.state, filters.minPricePaise ?? '', filters.maxPricePaise ?? ''].filter(
    (v) => v !== '',
  ).length;
  const clear = () => {
    setTyped({ search: '', min: '', max: '' });
    onChange(DEFAULT_FILTERS);
  };

  const select = (id: string, label: string, value: string, onPick: (v: string) => void, options: ReactNode) => (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onPick(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {options}
    </TextField>
  );

  return (
    <div role="search" className="kh-search">
      {/* Plain elements (market-page.css): MUI's TextField and Button here were the
          heaviest part of the market's first commits on a slow phone. */}
      <div className="kh-search-top">
        <SearchField
          id="market-search"
          label={t('market.search')}
          value={typed.search}
          onChange={(search) => setTyped((s) => ({ ...s, search }))}
          maxLength={100}
          end={<SearchMic onHeard={(search) => setTyped((s) => ({ ...s, search: search.slice(0, 100) }))} />}
        />
        <button
          type="button"
          className="kh-btn kh-outlined kh-filter-btn"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="market-filter-panel"
        >
          <span className="kh-badge-host">
            <PlainIcon d={SEARCH_ICONS.filter} />
            {active > 0 && <span className="kh-badge">{active}</span>}
          </span>
          {t('market.filters')}
        </button>
      </div>
      {/* Mounted only while open: its six fields (and ~50 state options) stayed out of
          the market's first commit, a long task on a slow phone. */}
      <Collapse in={open} id="market-filter-panel" unmountOnExit>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            pt: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' },
          }}
        >
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
          <TextField
            id="market-min-price"
            size="small"
            label={t('market.minPrice')}
            value={typed.min}
            onChange={(e) => setTyped((s) => ({ ...s, min: e.target.value }))}
            {...priceHelp(typed.min)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            id="market-max-price"
            size="small"
            label={t('market.maxPrice')}
            value={typed.max}
            onChange={(e) => setTyped((s) => ({ ...s, max: e.target.value }))}
            {...priceHelp(typed.max)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {nearFields}
        </Box>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {ignoredText(ignored, filters.sort, t)}
          </Typography>
          <Button size="small" onClick={clear}>
            {t('market.clear')}
          </Button>
        </Stack>
      </Collapse>
    </div>
  );
}

function ignoredText(ignored: MarketQuery['ignored'], sort: MarketSort, t: (key: string) => string): string {
  if (ignored.length === 0) return '';
  if (sort === 'nearest')
    return t(ignored.includes('sort') ? 'marketNear.nearNeedsPincode' : 'marketNear.nearSetsPriceAside');
  return t('market.priceRangeSorts');
}
