import { useTranslation } from 'react-i18next';

// Plain elements drawn by frame.css (no Card, Skeleton or CSS-in-JS), so this can
// sit in the first download and show the moment a card page is opened, before its
// own chunk, on the market's first screen too.

/** Matches ProductImage, so nothing moves when the photos arrive. */
export const PRODUCT_IMAGE_RATIO = { xs: '16 / 9', sm: '4 / 3' } as const;

const BARS = [{ width: '70%', height: 22 }, { width: '100%' }, { width: '40%', height: 18 }, { width: '60%' }];

/** A card's shape; `rows` is the market's: on phones a thumbnail beside the text. */
export function CardSkeleton({ rows = false }: { rows?: boolean }) {
  return (
    <div aria-hidden data-testid="card-skeleton" className={rows ? 'kh-skel-card kh-rows' : 'kh-skel-card'}>
      <div className="kh-skel-img" />
      <div className="kh-skel-text">
        {BARS.map((bar, i) => (
          <span key={i} className="kh-skel-bar" style={bar} />
        ))}
        <span className="kh-skel-bar kh-skel-btn" />
      </div>
    </div>
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
    <div className="kh-page" role="status" aria-label={t('common.loading')}>
      <p className="kh-page-title">{t(titleKey)}</p>
      <span className="kh-skel-bar kh-skel-search" />
      <div className={rows ? 'kh-grid' : 'kh-card-grid'}>
        <CardGridSkeleton count={count} rows={rows} />
      </div>
    </div>
  );
}
