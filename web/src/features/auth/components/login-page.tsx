import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';

const TO_SIGNUP = { question: 'login.noAccount', path: '/signup', link: 'nav.signup' } as const;

export default function LoginPage() {
  return <AuthPage page="login" Form={LoginForm} other={TO_SIGNUP} />;
}
