import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Role } from '@shared/roles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { authPath, returnPath } from '@/shared/return-path';
import { RoleSwitch } from './role-switch';
import { SignupForm } from './signup-form';
import { SlidingPanels } from './sliding-panels';

export default function SignupPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role: Role = params.get('as') === 'user' ? 'user' : 'farmer';
  // The page that sent a visitor here (?next=), where signup returns to.
  const next = returnPath(params.get('next'));
  const setRole = (r: Role) =>
    setParams({ ...(r === 'user' ? { as: 'user' } : {}), ...(next ? { next } : {}) }, { replace: true });

  return (
    <Container maxWidth="sm" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t(role === 'farmer' ? 'signup.farmerTitle' : 'signup.userTitle')}
        </Typography>
        <RoleSwitch role={role} onChange={setRole} />
        <SlidingPanels
          role={role}
          farmer={<SignupForm role="farmer" next={next} />}
          user={<SignupForm role="user" next={next} />}
        />
        <Typography sx={{ mt: 2 }}>
          {t('signup.haveAccount')}{' '}
          <Link component={RouterLink} to={authPath('/login', role, next)}>
            {t('nav.login')}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
