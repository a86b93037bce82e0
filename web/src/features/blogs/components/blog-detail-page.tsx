import '../strings';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useBlog } from '../hooks/use-blogs';
import { AuthorAvatar } from './author-avatar';
import { byLine } from './by-line';
import { LikeButton } from './like-button';

const wrap = { overflowWrap: 'anywhere' } as const;

/** /blogs/{id}: one blog, live (its like count follows everyone's likes). */
export default function BlogDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { status, data: blog } = useBlog(id);

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Button component={RouterLink} to="/blogsList" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t('blogs.goBack')}
      </Button>
      {status === 'loading' && <Typography role="status">{t('common.loading')}</Typography>}
      {status === 'error' && <Alert severity="error">{t('blogs.fetchError')}</Alert>}
      {status === 'ready' && !blog && (
        <Box role="alert">
          <Typography variant="h4" component="h1" gutterBottom>
            {t('blogs.notFound')}
          </Typography>
          <Typography color="text.secondary">{t('blogs.notFoundText')}</Typography>
        </Box>
      )}
      {status === 'ready' && blog && (
        <Box component="article">
          <Typography
            variant="h4"
            component="h1"
            gutterBottom
            sx={{ ...wrap, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {blog.title}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <AuthorAvatar author={blog.author} />
            <Box>
              <Typography sx={wrap}>{byLine(t, blog)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('blogs.postedOn', { date: formatDate(blog.createdAt) })}
              </Typography>
            </Box>
          </Stack>
          <Box sx={{ mb: 3 }}>
            <LikeButton blogId={blog.id} likes={blog.likes} />
          </Box>
          {/* A text node with pre-wrap: paragraphs stay, markup shows as typed. */}
          <Typography component="div" data-testid="blog-body" sx={{ ...wrap, whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>
            {blog.description}
          </Typography>
        </Box>
      )}
    </Container>
  );
}
