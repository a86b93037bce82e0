import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
  /** The lines its content takes at most (the card keeps that height from the start). */
  rows: number;
  children: (data: T) => ReactNode;
}

const ROW_PX = 28;

/**
 * A titled card that shows skeletons, an error, or its content, in a body as tall
 * as its content will be: the cards below do not move when the data arrives.
 */
export function DashboardCard<T>({ title, state, testId, rows, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ minHeight: rows * ROW_PX }}>
        {state.status === 'loading' && Array.from({ length: rows }, (_, i) => <Skeleton key={i} height={ROW_PX} />)}
        {state.status === 'error' && <Alert severity="error">{t('dashboard.loadFailed')}</Alert>}
        {state.status === 'ready' && children(state.data)}
      </Box>
    </Paper>
  );
}
