import '../strings';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { useBlogSearch } from '../hooks/use-blog-search';
import { useBlogFeed } from '../hooks/use-blogs';
import { DeleteBlogDialog } from './delete-blog-dialog';
import { CreateBlogButton } from './create-blog-button';
import { SearchField } from '@/shared/ui/search-field';

/**
 * /manage-blogs (farmers): their own blog cards, live, 10 at a time with 'Load
 * more', searchable by a word of the title, with edit and delete.
 */
export default function BlogManagerPage() {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const search = useBlogSearch();
  const feed = useBlogFeed(uid ? { authorId: uid, token: search.token } : null);
  const { status, data: found } = feed;
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {t('blogs.managerTitle')}
        </Typography>
        <CreateBlogButton />
      </Stack>
      <Box sx={{ mb: 2 }}>
        <SearchField
          id="my-blog-search"
          label={t('blogs.searchTitle')}
          value={search.text}
          onChange={search.setText}
          helperText={search.tooShort ? t('blogs.searchTooShort') : undefined}
        />
      </Box>
      {status === 'loading' && <Typography role="status">{t('common.loading')}</Typography>}
      {status === 'error' && <Alert severity="error">{t('blogs.listError')}</Alert>}
      {status === 'ready' && found.length === 0 && (
        <Typography color="text.secondary" role="status">
          {search.searching ? t('blogs.noResults') : t('blogs.noMyBlogs')}
        </Typography>
      )}
      {status === 'ready' && found.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('account.myBlogs')} disablePadding>
            {found.map((b, i) => (
              <ListItem
                key={b.id}
                divider={i < found.length - 1}
                sx={{ pr: 12 }}
                secondaryAction={
                  <>
                    <IconButton
                      component={RouterLink}
                      to={`/update/${b.id}`}
                      aria-label={t('blogs.edit', { title: b.title })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      edge="end"
                      onClick={() => setDeleting(b.id)}
                      aria-label={t('blogs.delete', { title: b.title })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/blogs/${b.id}`} sx={{ overflowWrap: 'anywhere' }}>
                      {b.title}
                    </Link>
                  }
                  secondary={`${formatDate(b.createdAt)} · ${t('blogs.likeCount', { count: b.likes })}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {status === 'ready' && feed.hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={feed.loadMore} disabled={feed.loadingMore}>
            {t('blogs.loadMore')}
          </Button>
        </Box>
      )}
      <DeleteBlogDialog blogId={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
