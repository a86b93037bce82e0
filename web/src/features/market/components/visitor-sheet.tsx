import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { registerStrings } from '@/shared/i18n';
import type { Product } from '@/shared/product';
import { authPath } from '@/shared/return-path';
import { ModalSheet } from '@/shared/ui/modal-sheet';
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
    // The buy dialog's sheet (plain elements, sheet.css and market-page.css): no MUI on the market.
    <ModalSheet open onClose={onClose} labelledBy="visitor-buy-title" place="centre">
      <h2 id="visitor-buy-title" className="kh-sheet-title">
        {t('visitorBuy.title')}
      </h2>
      <div className="kh-visitor">
        <p>{t('visitorBuy.text', { title: product.title })}</p>
        {/* replace: the sheet's own history entry gives way to the login page. */}
        <RouterLink className="kh-btn kh-contained" to={authPath('/login', 'user', back)} replace>
          {t('visitorBuy.login')}
        </RouterLink>
        <RouterLink className="kh-btn kh-outlined" to={authPath('/signup', 'user', back)} replace>
          {t('visitorBuy.signup')}
        </RouterLink>
      </div>
      <div className="kh-sheet-actions">
        <button type="button" className="kh-btn" onClick={onClose}>
          {t('visitorBuy.notNow')}
        </button>
      </div>
    </ModalSheet>
  );
}
