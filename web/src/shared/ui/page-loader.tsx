import { useTranslation } from 'react-i18next';

/** A screen's loading spinner (MUI's CircularProgress, drawn by frame.css). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="kh-loader">
      <span role="progressbar" aria-label={t('common.loading')} className="kh-spinner" />
    </div>
  );
}
