import '../strings';
import { formatGrams } from '@shared/money';
import { cardCover } from '@shared/photo';
import { memo, useState } from 'react';
import type { TFunction } from 'i18next';
import { rupees } from '@/shared/i18n/units';
import type { Product } from '@/shared/product';
import { CategoryIcon } from '@/shared/ui/category-icon';
import { mandiLineText } from '../mandi-line';
import { PLACE_ICON } from '../first-paint/first-cards';

interface Props {
  product: Product;
  eager: boolean;
  onRequest: (product: Product) => void;
  /** Km from the buyer's pincode, already rounded; null: no distance known (never a guessed one). */
  distanceKm?: number | null;
  /** No distance yet, but one is on its way: the line's room is kept, so nothing moves when it comes. */
  distanceComing?: boolean;
  /**
   * The page's translations and place names (usePlaceLabel), passed down: a card of its own
   * asked react-i18next three times, and loaded the Hindi names once per card.
   */
  t: TFunction;
  place: (name: string) => string;
}

/**
 * Products arrive from the data worker as new objects on every snapshot; a
 * card re-renders only when its product changed (id and updatedAt: the rules
 * set updatedAt on every write) or another prop did. Measured: a whole new page
 * of 24 cards was one 230-390 ms task at 4x CPU slowdown; this makes it 0-17 ms.
 * The mandi quote is compared too: the functions write it without updatedAt.
 */
function sameCard(a: Props, b: Props): boolean {
  for (const key of Object.keys(a) as Array<keyof Props>) {
    if (key !== 'product' && a[key] !== b[key]) return false;
  }
  const [p, q] = [a.product, b.product];
  // Photos are written by a function without updatedAt, as the quote is.
  return (
    p.id === q.id &&
    p.updatedAtMs === q.updatedAtMs &&
    sameQuote(p.mandi, q.mandi) &&
    p.photos[0]?.thumb === q.photos[0]?.thumb
  );
}

function sameQuote(a: Product['mandi'], b: Product['mandi']): boolean {
  return a === b || (!!a && !!b && a.modalPaise === b.modalPaise && a.arrivalDate === b.arrivalDate);
}

/**
 * The cover photo's thumbnail in a fixed box (nothing moves while it loads),
 * else an old client's image URL, else the category's icon.
 */
function CardImage({ p, eager }: { p: Product; eager: boolean }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const cover = cardCover(p.photos, p.imageURL);
  const photo = cover !== null && failedUrl !== cover.src;
  return (
    <div className={photo ? 'kh-card-img kh-photo' : 'kh-card-img'}>
      {photo ? (
        <img
          {...cover}
          alt={p.title}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(cover.src)}
        />
      ) : (
        <CategoryIcon category={p.category} aria-label={p.title} data-testid="image-placeholder" />
      )}
    </div>
  );
}

/**
 * One product in the market: photo, name, details, Rs/kg, the mandi's price
 * in small print when there is one, farm place and 'Request to Buy'. Plain elements styled by first-paint/market-card.css (no
 * CSS-in-JS per card: cheaper to render on a slow phone), the same markup
 * index.html's first paint draws before React runs (first-paint/paint-first-cards.ts).
 */
export const MarketCard = memo(function MarketCard({
  product: p,
  eager,
  onRequest,
  distanceKm = null,
  distanceComing = false,
  t,
  place,
}: Props) {
  const headingId = `product-${p.id}-title`;
  return (
    <article className="kh-card" aria-labelledby={headingId} data-testid="market-card">
      <CardImage p={p} eager={eager} />
      <div className="kh-card-body">
        <div className="kh-card-text">
          <h2 id={headingId} className="kh-card-title">
            {p.title}
          </h2>
          <p className="kh-card-desc">{p.description}</p>
          <div className="kh-card-row">
            <p className="kh-card-price">{t('market.perKg', { price: rupees(p.pricePaise) })}</p>
            <p>{t('market.available', { kg: formatGrams(p.quantityG) })}</p>
          </div>
          {p.mandi && (
            <p className="kh-card-mandi" data-testid="mandi-price">
              {mandiLineText(p.mandi, (key, params) => t(`marketMandi.${key}`, params), Date.now())}
            </p>
          )}
          <div className="kh-card-place">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={PLACE_ICON} />
            </svg>
            <p data-testid="farm-location">
              {t('market.location', {
                state: place(p.farmLocation.state),
                district: place(p.farmLocation.district),
                pincode: p.farmLocation.pincode,
              })}
            </p>
          </div>
          {distanceKm !== null ? (
            <p className="kh-card-far" data-testid="farm-distance">
              {t('marketNear.kmAway', { km: distanceKm })}
            </p>
          ) : (
            distanceComing && (
              <p className="kh-card-far" aria-hidden="true">
                {'\u00a0'}
              </p>
            )
          )}
        </div>
        <div className="kh-card-actions">
          <button type="button" className="kh-card-buy" onClick={() => onRequest(p)} aria-describedby={headingId}>
            {t('market.requestToBuy')}
          </button>
        </div>
      </div>
    </article>
  );
}, sameCard);
