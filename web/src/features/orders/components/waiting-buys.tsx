import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { formatGrams } from '@shared/money';
import { withdraw, type WaitingBuy } from '../hooks/use-waiting';

/**
 * Buy requests made offline, shown at once above the orders so nobody buys
 * twice: "Waiting to be sent" while on the phone, "Sending…" once the server
 * has them. Each may be withdrawn until the server has placed it.
 */
export function WaitingBuys({ buys }: { buys: WaitingBuy[] }) {
  const { t } = useTranslation();
  if (buys.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('orders.waiting.list')} data-testid="waiting-list">
      {buys.map((b) => {
        const words = { quantity: formatGrams(b.quantityG), title: b.title };
        return (
          <ListItem
            key={b.id}
            data-testid="waiting-row"
            sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider', px: 2 }}
          >
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography fontWeight={600}>{t('orders.waiting.buy', words)}</Typography>
              <Typography variant="body2" color="warning.dark" fontWeight={600}>
                {t(b.onPhone ? 'orders.waiting.onPhone' : 'orders.waiting.sending')}
              </Typography>
            </div>
            <Button
              size="small"
              color="error"
              aria-label={t('orders.waiting.withdrawLabel', words)}
              onClick={() => {
                withdraw(b.id);
                notify.info(t('orders.waiting.withdrawn'));
              }}
            >
              {t('orders.waiting.withdraw')}
            </Button>
          </ListItem>
        );
      })}
    </List>
  );
}
