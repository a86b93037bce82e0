import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** "Create Blog", beside the title of the blog list and of the Blog Manager. */
export function CreateBlogButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to="/create"
      startIcon={<AddIcon />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('blogs.create')}
    </Button>
  );
}
