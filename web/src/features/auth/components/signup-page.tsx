import { AuthPage } from './auth-page';
import { SignupForm } from './signup-form';

const TO_LOGIN = { question: 'signup.haveAccount', path: '/login', link: 'nav.login' } as const;

export default function SignupPage() {
  return <AuthPage page="signup" Form={SignupForm} other={TO_LOGIN} />;
}
