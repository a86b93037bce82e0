import '../strings';
import '@/shared/ui/skeleton.css';
import './blog-card.css';
import { blogExcerpt, type BlogAuthor } from '@shared/blogs';
import { isValidUrl } from '@shared/validation';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { BlogCardData } from '../api/blogs-api';
import { byLine } from './by-line';

// The icons' paths, from @mui/icons-material (AccountCircle, ThumbUpOutlined): plain <svg>s cost no CSS-in-JS.
const PERSON =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6m0 14c-2.03 0-4.43-.82-6.14-2.88C7.55 15.8 9.68 15 12 15s4.45.8 6.14 2.12C16.43 19.18 14.03 20 12 20';
const THUMB_UP =
  'M9 21h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.58 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2M9 9l4.34-4.34L12 10h9v2l-3 7H9zM1 9h4v12H1z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** The author's picture, or a generic person icon when there is none (or it is not a web address). */
function CardAvatar({ author }: { author: BlogAuthor | null }) {
  const picture = author?.profilePicture;
  return picture && isValidUrl(picture) ? (
    <img src={picture} alt="" loading="lazy" referrerPolicy="no-referrer" />
  ) : (
    <Icon path={PERSON} />
  );
}

/**
 * A blog in the list: the whole card is one link that opens the blog. Text is
 * rendered as text, never HTML. Plain elements styled by blog-card.css.
 *
 * Cheap to render on a slow phone, as the market's cards: the page's `t` is passed down (each
 * card asked react-i18next for its own), and the link is a plain <a> whose click the list opens
 * in the app (blog-list-page.tsx), not a react-router Link (its hooks ran for every card). Memoized:
 * typing in the search field renders the page again, not the cards it already shows.
 */
export const BlogCard = memo(function BlogCard({ blog, t }: { blog: BlogCardData; t: TFunction }) {
  return (
    <article className="kh-blog">
      <a href={`/blogs/${blog.id}`} className="kh-blog-link">
        <p className="kh-blog-by">
          <CardAvatar author={blog.author} />
          {byLine(t, blog)}
        </p>
        <h2 className="kh-blog-title">{blog.title}</h2>
        <p className="kh-blog-excerpt">{blogExcerpt(blog.excerpt)}</p>
        <span className="kh-blog-foot">
          <span className="kh-blog-likes" data-testid="card-likes">
            <Icon path={THUMB_UP} />
            {t('blogs.likeCount', { count: blog.likes })}
          </span>
          <span className="kh-blog-more">{t('blogs.readMore')}</span>
        </span>
      </a>
    </article>
  );
});

/** A card's shape while the list loads. */
export function BlogCardSkeleton() {
  return (
    <div className="kh-blog kh-blog-skeleton" aria-hidden="true">
      <span className="kh-skel" style={{ width: '40%' }} />
      <span className="kh-skel" style={{ width: '70%', height: '1.5em' }} />
      <span className="kh-skel" />
      <span className="kh-skel" style={{ width: '90%' }} />
    </div>
  );
}
