import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Role } from '@shared/roles';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { authPath, returnPath } from '@/shared/return-path';
import { RoleSwitch } from './role-switch';
import { SlidingPanels } from './sliding-panels';

interface Props {
  /** The page's strings: `${page}.farmerTitle`, `${page}.userTitle`. */
  page: 'login' | 'signup';
  /** One form a role, in sliding panels. */
  Form: ComponentType<{ role: Role; next: string | null }>;
  /** The way to the other page: its question, its path and its link's words. */
  other: { question: string; path: '/login' | '/signup'; link: string };
}

/**
 * /login and /signup: the role (farmer or buyer, `?as=user`) chosen with a switch,
 * a form for each, and a link to the other page that keeps the role and `?next=`.
 */
export function AuthPage({ page, Form, other }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role: Role = params.get('as') === 'user' ? 'user' : 'farmer';
  // The page that sent a visitor here (?next=), where login or signup returns to.
  const next = returnPath(params.get('next'));
  const setRole = (r: Role) =>
    setParams({ ...(r === 'user' ? { as: 'user' } : {}), ...(next ? { next } : {}) }, { replace: true });

  return (
    <Container maxWidth="sm" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t(role === 'farmer' ? `${page}.farmerTitle` : `${page}.userTitle`)}
        </Typography>
        <RoleSwitch role={role} onChange={setRole} />
        <SlidingPanels
          role={role}
          farmer={<Form role="farmer" next={next} />}
          user={<Form role="user" next={next} />}
        />
        <Typography sx={{ mt: 2 }}>
          {t(other.question)}{' '}
          <Link component={RouterLink} to={authPath(other.path, role, next)}>
            {t(other.link)}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
