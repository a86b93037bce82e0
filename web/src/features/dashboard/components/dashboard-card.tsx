import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadState } from '@/shared/hooks/use-live';

interface Props<T> {
  title: string;
  state: LoadState<T>;
  testId: string;
  children: (data: T) => ReactNode;
}

/** A titled card that shows skeletons, an error, or its content. */
export function DashboardCard<T>({ title, state, testId, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {state.status === 'loading' && [0, 1].map((i) => <Skeleton key={i} height={28} />)}
      {state.status === 'error' && <Alert severity="error">{t('dashboard.loadFailed')}</Alert>}
      {state.status === 'ready' && children(state.data)}
    </Paper>
  );
}
