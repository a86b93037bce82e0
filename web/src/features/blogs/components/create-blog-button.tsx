import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlainIcon } from '@/shared/ui/plain-icon';
import './blog-card.css';

/** Material's Add icon. */
const ADD = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';

/**
 * "Create Blog", beside the title of the blog list and of the Blog Manager: a link with the
 * look of MUI's contained Button (`.kh-btn`, shared/ui/fields.css), in the list's first commit.
 */
export function CreateBlogButton() {
  const { t } = useTranslation();
  return (
    <Link to="/create" className="kh-btn kh-contained kh-create-blog">
      <PlainIcon d={ADD} />
      {t('blogs.create')}
    </Link>
  );
}
