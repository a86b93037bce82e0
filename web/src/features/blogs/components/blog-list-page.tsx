import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BLOG_LIMITS, matchesBlogSearch, pageCount, pageOf } from '@shared/blogs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { useBlogs } from '../hooks/use-blogs';
import { useDebounced } from '../hooks/use-debounced';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { SearchField } from './search-field';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** /blogsList: every blog, newest first, live; searchable by title or author; 10 per page. */
export default function BlogListPage() {
  const { t } = useTranslation();
  const isFarmer = useAppStore((s) => s.role === 'farmer');
  const { status, data } = useBlogs();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, BLOG_LIMITS.searchDebounceMs);
  // The page belongs to a query: a new query starts again at page 1.
  const [paging, setPaging] = useState({ query: '', page: 1 });
  const page = paging.query === query ? paging.page : 1;

  const found = useMemo(() => data.filter((b) => matchesBlogSearch(b, query)), [data, query]);
  const pages = pageCount(found.length);
  const current = Math.min(page, pages);
  const shown = pageOf(found, current);

  const goTo = (p: number) => {
    setPaging({ query, page: p });
    window.scrollTo({ top: 0 });
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('blogs.title')}
        </Typography>
        {isFarmer && (
          <Button
            variant="contained"
            component={RouterLink}
            to="/create"
            startIcon={<AddIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('blogs.create')}
          </Button>
        )}
      </Stack>
      <Box sx={{ mb: 2, maxWidth: 560 }}>
        <SearchField id="blog-search" label={t('blogs.search')} value={search} onChange={setSearch} />
      </Box>

      {status === 'error' && <Alert severity="error">{t('blogs.listError')}</Alert>}
      {status === 'loading' && (
        <Box sx={grid} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: BLOG_LIMITS.pageSize }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </Box>
      )}
      {status === 'ready' && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4 }} role="status">
          {query.trim() ? t('blogs.noResults') : t('blogs.empty')}
        </Typography>
      )}
      {status === 'ready' && shown.length > 0 && (
        <>
          <Box sx={grid} data-testid="blog-grid">
            {shown.map((b) => (
              <BlogCard key={b.id} blog={b} />
            ))}
          </Box>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={current}
              onChange={(_, p) => goTo(p)}
              color="primary"
              siblingCount={0}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              aria-label={t('blogs.pages')}
              getItemAriaLabel={(type, p) =>
                type === 'previous'
                  ? t('blogs.prevPage')
                  : type === 'next'
                    ? t('blogs.nextPage')
                    : t('blogs.goToPage', { page: p })
              }
            />
          )}
        </>
      )}
    </Container>
  );
}
