import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="kh-page kh-not-found">
      <h1>404</h1>
      <p>{t('notFound.text')}</p>
      <Link className="kh-btn kh-contained" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
