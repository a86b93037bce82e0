import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FILTERS, type MarketFilters } from '../api/market-query';

interface Props {
  filters: MarketFilters;
  onChange: Dispatch<SetStateAction<MarketFilters>>;
}

/**
 * Nothing found: says what was searched and offers the ways out, to clear the
 * search, to look further than the chosen distance, or to drop the other filters.
 */
export function EmptyMarket({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const search = filters.search.trim();
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
