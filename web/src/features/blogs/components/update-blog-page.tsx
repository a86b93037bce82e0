import '../strings';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { notify } from '@/shared/notify';
import { useAppStore } from '@/shared/store';
import { getBlog, updateBlog, type Blog } from '../api/blogs-api';
import { BlogForm } from './blog-form';

type Load = { id: string; status: 'loading' | 'error' | 'missing' } | { id: string; status: 'ready'; blog: Blog };

/**
 * /update/{id} (farmers): read once (a live copy would overwrite what is being
 * typed), editable only by the author; the rules refuse anyone else's save too.
 */
export default function UpdateBlogPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const uid = useAppStore((s) => s.uid);
  const [load, setLoad] = useState<Load>({ id, status: 'loading' });

  useEffect(() => {
    let live = true;
    getBlog(id).then(
      (blog) => live && setLoad(blog ? { id, status: 'ready', blog } : { id, status: 'missing' }),
      (e: unknown) => {
        console.error(e);
        if (live) setLoad({ id, status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  const onSubmit = async (title: string, description: string) => {
    try {
      await updateBlog(id, title, description);
      notify.success(t('blogs.updated'));
      navigate('/manage-blogs');
    } catch (e) {
      console.error(e);
      notify.error(t('blogs.updateError'));
    }
  };

  const current: Load = load.id === id ? load : { id, status: 'loading' };
  let body;
  if (current.status === 'loading') body = <Typography role="status">{t('common.loading')}</Typography>;
  else if (current.status !== 'ready') {
    body = <Alert severity="error">{t(current.status === 'error' ? 'blogs.fetchError' : 'blogs.notFound')}</Alert>;
  } else if (current.blog.authorId !== uid) body = <Alert severity="error">{t('blogs.notYours')}</Alert>;
  else {
    body = (
      <BlogForm
        key={current.blog.id}
        formLabel={t('blogs.update')}
        bodyLabel={t('blogs.fieldContent')}
        bodyRows={10}
        submitLabel={t('blogs.update')}
        initial={current.blog}
        onSubmit={onSubmit}
      />
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('blogs.update')}
        </Typography>
        {body}
      </Paper>
    </Container>
  );
}
