import '../strings';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MandiHintState } from '../hooks/use-mandi-hint';
import { mandiHintText } from '../mandi-hint-text';

/**
 * The mandi hint below the price field: "Latur mandi, 24/11: ₹18–₹22/kg, most
 * ₹20", a quiet "…" while it is asked, and nothing at all when there is no
 * hint (no produce, no price, a failed call, offline): it helps, it never
 * stops a farmer. Always at least one line tall, so the fields do not move on a
 * slow phone when it arrives. Not live: the price field names it in its
 * aria-describedby, so a screen reader reads it there, not at every keystroke.
 */
export function MandiHintLine({ hint, id, inset = false }: { hint: MandiHintState; id?: string; inset?: boolean }) {
  const { t } = useTranslation();
  const quote = hint.status === 'ready' ? hint.data : null;
  return (
    <Typography
      id={id}
      variant="caption"
      component="span"
      color="text.secondary"
      data-testid="mandi-hint"
      // The "…" is drawn by CSS, so the line's text stays empty until there is a hint.
      data-waiting={hint.status === 'loading' || undefined}
      sx={{
        display: 'block',
        minHeight: '1.66em',
        mx: inset ? 1.75 : 0,
        mt: inset ? '3px' : 0,
        '&[data-waiting]::after': { content: '"…"' },
      }}
    >
      {quote && mandiHintText(quote, (key, params) => t(`productsMandi.${key}`, params), Date.now())}
    </Typography>
  );
}
