import '../strings';
import { BLOG_LIMITS } from '@shared/blogs';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { LoadMore } from '@/shared/ui/load-more';
import { Notice } from '@/shared/ui/notice';
import { useBlogSearch } from '../hooks/use-blog-search';
import { useBlogFeed } from '../hooks/use-blogs';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { CreateBlogButton } from './create-blog-button';
import { SearchField } from '@/shared/ui/search-field';
import { useInPieces } from '@/shared/hooks/use-in-pieces';

/**
 * /blogsList: blog cards, newest first, live, 10 at a time with 'Load more'
 * (Firestore cursors: a page costs the same however many blogs there are, and
 * lists never download the full texts). Search looks up one word or word
 * beginning of the title or the author's name.
 */
export default function BlogListPage() {
  const { t } = useTranslation();
  const isFarmer = useAppStore((s) => s.role === 'farmer');
  const search = useBlogSearch();
  const feed = useBlogFeed({ authorId: null, token: search.token });
  const { status, data } = feed;
  const shown = useInPieces(data);
  const navigate = useNavigate();
  // The cards' links are plain <a>s (blog-card.tsx): a click without a modifier key opens the
  // blog in the app, as react-router's Link would; with one, the browser does as it likes.
  const openInApp = (e: MouseEvent<HTMLElement>) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>('a.kh-blog-link');
    if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(link.getAttribute('href') ?? '/blogsList');
  };

  return (
    // Plain elements (shared/ui/frame.css, blog-card.css): the screen draws no MUI.
    <div className="kh-page">
      <div className="kh-blogs-top">
        <h1 className="kh-page-title kh-big">{t('blogs.title')}</h1>
        {isFarmer && <CreateBlogButton />}
      </div>
      <div className="kh-blogs-search">
        <SearchField
          id="blog-search"
          label={t('blogs.search')}
          value={search.text}
          onChange={search.setText}
          helperText={search.tooShort ? t('blogs.searchTooShort') : t('blogs.searchHint')}
        />
      </div>

      {status === 'error' && <Notice severity="error">{t('blogs.listError')}</Notice>}
      {status === 'loading' && (
        <div className="kh-blogs" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: BLOG_LIMITS.pageSize }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      )}
      {status === 'ready' && data.length === 0 && (
        <p className="kh-blogs-none" role="status">
          {search.searching ? t('blogs.noResults') : t('blogs.empty')}
        </p>
      )}
      {status === 'ready' && data.length > 0 && (
        <>
          <div className="kh-blogs" data-testid="blog-grid" onClick={openInApp}>
            {shown.map((b) => (
              <BlogCard key={b.id} blog={b} t={t} />
            ))}
          </div>
          {feed.hasMore && <LoadMore label={t('blogs.loadMore')} onClick={feed.loadMore} loading={feed.loadingMore} />}
        </>
      )}
    </div>
  );
}
