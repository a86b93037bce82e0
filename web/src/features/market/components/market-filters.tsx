import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '@/shared/ui/plain-icon';
import { SearchField } from '@/shared/ui/search-field';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { DEFAULT_FILTERS, type MarketFilters as Filters, type MarketQuery } from '../api/market-query';
import type { NearFieldsProps } from './near-fields';
import { boundOf, rupeesText, type Typed } from './price-bounds';
import { SearchMic } from './search-mic';
import { SEARCH_ICONS } from './search-icons';

// Loaded on the first tap on Filters (filter-panel.tsx).
const FilterPanel = lazy(() => import('./filter-panel'));

const TYPING_DELAY_MS = 300;

interface Props {
  filters: Filters;
  onChange: (next: Filters) => void;
  ignored: MarketQuery['ignored'];
  /** The pincode and radius fields' state (distance), for the filter panel. */
  near: NearFieldsProps;
}

/** Search by name, then (behind a toggle on phones) category, state, district, price range and sort. */
export function MarketFilters({ filters, onChange, ignored, near }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  const [typed, setTyped] = useState<Typed>({
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
  const active = [filters.category, filters.state, filters.minPricePaise ?? '', filters.maxPricePaise ?? ''].filter(
    (v) => v !== '',
  ).length;
  const clear = () => {
    setTyped({ search: '', min: '', max: '' });
    onChange(DEFAULT_FILTERS);
  };

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
      {open && (
        <Suspense
          fallback={
            <p className="kh-panel-wait" role="status">
              {t('common.loading')}
            </p>
          }
        >
          <FilterPanel
            filters={filters}
            set={set}
            typed={typed}
            setTyped={setTyped}
            ignored={ignored}
            near={near}
            onClear={clear}
          />
        </Suspense>
      )}
    </div>
  );
}
