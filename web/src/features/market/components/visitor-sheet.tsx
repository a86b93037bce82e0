import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { registerStrings } from '@/shared/i18n';
import type { Product } from '@/shared/product';
import { authPath } from '@/shared/return-path';
import { buyReturnPath } from '../api/buy-after-login';

const en = {
  title: 'Log in to buy',
  text: 'To ask for {{title}}, log in or sign up as a buyer. You will come back to this product.',
  login: 'Log in',
  signup: 'Sign up as buyer',
  notNow: 'Not now',
};
const hi: typeof en = {
  title: 'खरीदने के लिए लॉग इन करें',
  text: '{{title}} माँगने के लिए लॉग इन करें या खरीदार के रूप में साइन अप करें। उसके बाद आप इसी उत्पाद पर लौटेंगे।',
  login: 'लॉग इन करें',
  signup: 'खरीदार के रूप में साइन अप करें',
  notNow: 'अभी नहीं',
};
registerStrings('visitorBuy', en, hi);

interface Props {
  product: Product;
  onClose: () => void;
}

/** A visitor's 'Request to Buy': log in or sign up as a buyer, then back to this product's dialog. */
export default function VisitorSheet({ product, onClose }: Props) {
  const { t } = useTranslation();
  useBackCloses(true, onClose);
  const back = buyReturnPath(product);
  return (
    <Dialog open onClose={onClose} aria-labelledby="visitor-buy-title" fullWidth maxWidth="xs">
      <DialogTitle id="visitor-buy-title">{t('visitorBuy.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('visitorBuy.text', { title: product.title })}</DialogContentText>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {/* replace: the sheet's own history entry gives way to the login page. */}
          <Button variant="contained" component={RouterLink} to={authPath('/login', 'user', back)} replace>
            {t('visitorBuy.login')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={authPath('/signup', 'user', back)} replace>
            {t('visitorBuy.signup')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('visitorBuy.notNow')}</Button>
      </DialogActions>
    </Dialog>
  );
}
