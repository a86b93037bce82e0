import '../strings';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/shared/notify';
import { createBlog } from '../api/blogs-api';
import { BlogForm } from './blog-form';

/** /create (farmers): the author is always the signed-in farmer, named from their public profile. */
export default function CreateBlogPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onSubmit = async (title: string, description: string) => {
    try {
      const id = await createBlog(title, description);
      notify.success(t('blogs.created'));
      navigate(`/blogs/${id}`);
    } catch (e) {
      notify.fromError(e, 'blogs.createError');
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('blogs.create')}
        </Typography>
        <BlogForm
          formLabel={t('blogs.create')}
          bodyLabel={t('blogs.fieldDescription')}
          submitLabel={t('blogs.create')}
          onSubmit={onSubmit}
        />
      </Paper>
    </Container>
  );
}
