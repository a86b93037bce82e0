import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { formatGrams } from '@shared/money';
import { withdraw, type WaitingBuy } from '../hooks/use-waiting';
import './order-payment.css';

/**
 * Buy requests made offline, shown at once above the orders so nobody buys
 * twice: "Waiting to be sent" while on the phone, "Sending…" once the server
 * has them. Each may be withdrawn until the server has placed it.
 */
export function WaitingBuys({ buys }: { buys: WaitingBuy[] }) {
  const { t } = useTranslation();
  if (buys.length === 0) return null;
  return (
    <ul className="kh-waiting" aria-label={t('orders.waiting.list')} data-testid="waiting-list">
      {buys.map((b) => {
        const words = { quantity: formatGrams(b.quantityG), title: b.title };
        return (
          <li key={b.id} data-testid="waiting-row">
            <div className="kh-waiting-text">
              <p className="kh-waiting-title">{t('orders.waiting.buy', words)}</p>
              <p className="kh-waiting-state">{t(b.onPhone ? 'orders.waiting.onPhone' : 'orders.waiting.sending')}</p>
            </div>
            <button
              type="button"
              className="kh-btn kh-small kh-danger"
              aria-label={t('orders.waiting.withdrawLabel', words)}
              onClick={() => {
                withdraw(b.id);
                notify.info(t('orders.waiting.withdrawn'));
              }}
            >
              {t('orders.waiting.withdraw')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
