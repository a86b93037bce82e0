import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

// Plain boxes (no Card or Skeleton components) so this can sit in the first
// download and show the moment a card page is opened, before its own chunk.

/** The product grid: one column on a 360 px phone, more as the screen grows. */
export const CARD_GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
} as const;

/** The market's grid: the same columns, closer rows on phones (compact cards). */
export const MARKET_GRID_SX = { ...CARD_GRID_SX, gap: { xs: 1.5, sm: 2 } } as const;

/** Matches ProductImage, so nothing moves when the photos arrive. */
export const PRODUCT_IMAGE_RATIO = { xs: '16 / 9', sm: '4 / 3' } as const;

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

const bar = (width: string, height = 14) => (
  <Box sx={{ width, height, borderRadius: 1, bgcolor: 'action.hover', my: 1 }} />
);

/** A card's shape; `rows` is the market's: on phones a thumbnail beside the text. */
export function CardSkeleton({ rows = false }: { rows?: boolean }) {
  return (
    <Box
      aria-hidden
      data-testid="card-skeleton"
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 1,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: rows ? { xs: 'row', sm: 'column' } : 'column',
        alignItems: 'flex-start',
        animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box
        sx={
          rows
            ? {
                width: { xs: 88, sm: '100%' },
                flexShrink: 0,
                aspectRatio: { xs: '1 / 1', sm: '4 / 3' },
                m: { xs: 1.5, sm: 0 },
                borderRadius: { xs: 1, sm: 0 },
                bgcolor: 'action.hover',
              }
            : { width: '100%', aspectRatio: PRODUCT_IMAGE_RATIO, bgcolor: 'action.hover' }
        }
      />
      <Box sx={{ p: rows ? { xs: 1.5, sm: 2 } : 2, flex: 1, alignSelf: 'stretch' }}>
        {bar('70%', 22)}
        {bar('100%')}
        {bar('40%', 18)}
        {bar('60%')}
        <Box sx={{ height: 36, borderRadius: 1, bgcolor: 'action.hover', mt: rows ? 1 : 2 }} />
      </Box>
    </Box>
  );
}

export function CardGridSkeleton({ count, rows = false }: { count: number; rows?: boolean }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} rows={rows} />
      ))}
    </>
  );
}

/** A card page's shape (title, search row, grid) while its code downloads. */
export function CardPageSkeleton({
  titleKey,
  count,
  rows = false,
}: {
  titleKey: string;
  count: number;
  rows?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }} role="status" aria-label={t('common.loading')}>
      <Typography variant="h5" component="p" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Box sx={{ height: 40, mb: 2, borderRadius: 1, bgcolor: 'action.hover' }} />
      <Box sx={rows ? MARKET_GRID_SX : CARD_GRID_SX}>
        <CardGridSkeleton count={count} rows={rows} />
      </Box>
    </Container>
  );
}
