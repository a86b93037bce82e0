import { produceCategoryOf } from '@shared/produce-category';
import type { Romanize } from '@shared/search-fold';
import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FILTERS, type MarketFilters } from '../api/market-query';

interface Props {
  filters: MarketFilters;
  onChange: Dispatch<SetStateAction<MarketFilters>>;
  /** The Devanagari romaniser, when the search needed it (so it is loaded). */
  romanize: Romanize | null;
  /** Whether the buyer's place is known, so products can be sorted nearest first. */
  placeKnown: boolean;
}

/**
 * Nothing found: says what was searched and offers the ways out, to clear the
 * search, to look at the nearest produce of the same kind when the search names
 * a commodity, to look further than the chosen distance, or to drop the other
 * filters. (The produce dictionary is already in the market's download: search
 * uses it, so the category lookup costs no extra request.)
 */
export function EmptyMarket({ filters, onChange, romanize, placeKnown }: Props) {
  const { t } = useTranslation();
  const search = filters.search.trim();
  const similar = useMemo(() => (search ? produceCategoryOf(search, romanize) : null), [search, romanize]);
  const narrowed = filters.sort === 'nearest' && filters.radiusKm < DEFAULT_FILTERS.radiusKm;
  const filtered =
    filters.category !== '' || filters.state !== '' || filters.minPricePaise !== null || filters.maxPricePaise !== null;
  return (
    <div className="kh-empty" data-testid="market-empty">
      <p>{search ? t('marketNear.emptySearch', { search }) : t('market.empty')}</p>
      <div className="kh-empty-ways">
        {search && (
          <button type="button" className="kh-btn kh-outlined" onClick={() => onChange((f) => ({ ...f, search: '' }))}>
            {t('marketNear.clearSearch')}
          </button>
        )}
        {similar && (
          // That category alone, all of India nearest first (or in the order
          // chosen when the place is unknown): the search and other filters go.
          <button
            type="button"
            className="kh-btn kh-outlined"
            onClick={() =>
              onChange((f) => ({ ...DEFAULT_FILTERS, category: similar, sort: placeKnown ? 'nearest' : f.sort }))
            }
          >
            {t(placeKnown ? 'marketNear.similarNear' : 'marketNear.similarAll', {
              category: similar === 'Other' ? t('marketNear.otherProduce') : t(`categories.${similar}`),
            })}
          </button>
        )}
        {narrowed && (
          <button
            type="button"
            className="kh-btn kh-outlined"
            onClick={() => onChange((f) => ({ ...f, radiusKm: DEFAULT_FILTERS.radiusKm }))}
          >
            {t('marketNear.searchAllIndia')}
          </button>
        )}
        {filtered && (
          <button
            type="button"
            className="kh-btn kh-outlined"
            onClick={() =>
              onChange((f) => ({ ...DEFAULT_FILTERS, search: f.search, sort: f.sort, radiusKm: f.radiusKm }))
            }
          >
            {t('market.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
