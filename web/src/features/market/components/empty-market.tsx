import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
    <Box sx={{ py: 4, textAlign: 'center' }} data-testid="market-empty">
      <Typography color="text.secondary">
        {search ? t('marketNear.emptySearch', { search }) : t('market.empty')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mt: 1.5 }}>
        {search && (
          <Button variant="outlined" onClick={() => onChange((f) => ({ ...f, search: '' }))}>
            {t('marketNear.clearSearch')}
          </Button>
        )}
        {similar && (
          // That category alone, all of India nearest first (or in the order
          // chosen when the place is unknown): the search and other filters go.
          <Button
            variant="outlined"
            onClick={() =>
              onChange((f) => ({ ...DEFAULT_FILTERS, category: similar, sort: placeKnown ? 'nearest' : f.sort }))
            }
          >
            {t(placeKnown ? 'marketNear.similarNear' : 'marketNear.similarAll', {
              category: similar === 'Other' ? t('marketNear.otherProduce') : t(`categories.${similar}`),
            })}
          </Button>
        )}
        {narrowed && (
          <Button variant="outlined" onClick={() => onChange((f) => ({ ...f, radiusKm: DEFAULT_FILTERS.radiusKm }))}>
            {t('marketNear.searchAllIndia')}
          </Button>
        )}
        {filtered && (
          <Button
            variant="outlined"
            onClick={() =>
              onChange((f) => ({ ...DEFAULT_FILTERS, search: f.search, sort: f.sort, radiusKm: f.radiusKm }))
            }
          >
            {t('market.clear')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
