import '../strings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BLOG_LIMITS } from '@shared/blogs';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store';
import { useBlogSearch } from '../hooks/use-blog-search';
import { useBlogFeed } from '../hooks/use-blogs';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { CreateBlogButton } from './create-blog-button';
import { SearchField } from './search-field';
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

  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('blogs.title')}
        </Typography>
        {isFarmer && <CreateBlogButton />}
      </Stack>
      <Box sx={{ mb: 2, maxWidth: 560 }}>
        <SearchField
          id="blog-search"
          label={t('blogs.search')}
          value={search.text}
          onChange={search.setText}
          helperText={search.tooShort ? t('blogs.searchTooShort') : t('blogs.searchHint')}
        />
      </Box>

      {status === 'error' && <Alert severity="error">{t('blogs.listError')}</Alert>}
      {status === 'loading' && (
        <div className="kh-blogs" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: BLOG_LIMITS.pageSize }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      )}
      {status === 'ready' && data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4 }} role="status">
          {search.searching ? t('blogs.noResults') : t('blogs.empty')}
        </Typography>
      )}
      {status === 'ready' && data.length > 0 && (
        <>
          <div className="kh-blogs" data-testid="blog-grid">
            {shown.map((b) => (
              <BlogCard key={b.id} blog={b} />
            ))}
          </div>
          {feed.hasMore && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" size="large" onClick={feed.loadMore} disabled={feed.loadingMore}>
                {t('blogs.loadMore')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
