import '../strings';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blogExcerpt } from '@shared/blogs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { BlogCardData } from '../api/blogs-api';
import { AuthorAvatar } from './author-avatar';
import { byLine } from './by-line';

// Long unbroken words (or pasted URLs) must wrap instead of widening a 360 px screen.
const wrap = { overflowWrap: 'anywhere' } as const;

/** A blog in the list: the whole card opens the blog. Text is rendered as text, never HTML. */
export function BlogCard({ blog }: { blog: BlogCardData }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/blogs/${blog.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AuthorAvatar author={blog.author} size={36} />
            <Typography variant="body2" color="text.secondary" sx={wrap}>
              {byLine(t, blog)}
            </Typography>
          </Stack>
          <Typography variant="h6" component="h2" sx={wrap}>
            {blog.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ...wrap, flex: 1 }}>
            {blogExcerpt(blog.excerpt)}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="card-likes">
              <ThumbUpOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{t('blogs.likeCount', { count: blog.likes })}</Typography>
            </Stack>
            <Typography variant="button" color="primary" sx={{ textTransform: 'none' }}>
              {t('blogs.readMore')}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function BlogCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Skeleton width="40%" />
        </Stack>
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="70%" />
        <Skeleton width="100%" />
        <Skeleton width="90%" />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Skeleton width={60} />
          <Skeleton width={70} />
        </Box>
      </CardContent>
    </Card>
  );
}
