import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '@/shared/ui/plain-icon';
import { SearchField } from '@/shared/ui/search-field';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { useLatest } from '@/shared/hooks/use-latest';
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
    min: rupeesText(filters.minPricePaise),
    max: rupeesText(filters.maxPricePaise),
  });
  // The search field keeps its own text: a keystroke renders nothing. (Re-rendering this row on
  // each key cost 25-35 ms of a key's answer at the calibrated slowdown, performance-history,
  // 29 Nov.) A change from outside the field (a way out offered by an empty result) remounts it.
  const field = useRef<HTMLInputElement>(null);
  const latest = useLatest({ typed, filters, onChange });

  // Typing waits for a pause before querying, so "tomato" is one query, not six. The filters
  // then follow what the fields hold at the end of the pause.
  const timer = useRef(0);
  const afterPause = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const { typed: now, filters: current, onChange: change } = latest.current;
      const next = {
        search: field.current?.value ?? current.search,
        minPricePaise: boundOf(now.min, current.minPricePaise),
        maxPricePaise: boundOf(now.max, current.maxPricePaise),
      };
      if (
        next.search !== current.search ||
        next.minPricePaise !== current.minPricePaise ||
        next.maxPricePaise !== current.maxPricePaise
      ) {
        change({ ...current, ...next });
      }
    }, TYPING_DELAY_MS);
  }, [latest]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A price typed in the filter panel. (At mount the fields hold the filters: the pause changes nothing.)
  useEffect(afterPause, [typed, afterPause]);
  const setSearch = (text: string) => {
    if (field.current) field.current.value = text;
    afterPause();
  };

  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const active = [filters.category, filters.state, filters.minPricePaise ?? '', filters.maxPricePaise ?? ''].filter(
    (v) => v !== '',
  ).length;
  const clear = () => {
    window.clearTimeout(timer.current);
    if (field.current) field.current.value = '';
    setTyped({ min: '', max: '' });
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
          inputRef={field}
          defaultValue={filters.search}
          onChange={afterPause}
          maxLength={100}
          end={<SearchMic onHeard={(heard) => setSearch(heard.slice(0, 100))} />}
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
