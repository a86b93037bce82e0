import '@/shared/ui/skeleton.css';
import './dashboard.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadState } from '@/shared/hooks/use-live';
import { Notice } from '@/shared/ui/notice';

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
 * Plain elements styled by dashboard.css.
 */
export function DashboardCard<T>({ title, state, testId, rows, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <section className="kh-dash-card" aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      <div style={{ minHeight: rows * ROW_PX }}>
        {state.status === 'loading' &&
          Array.from({ length: rows }, (_, i) => <span key={i} className="kh-skel kh-dash-skel" aria-hidden="true" />)}
        {state.status === 'error' && <Notice severity="error">{t('dashboard.loadFailed')}</Notice>}
        {state.status === 'ready' && children(state.data)}
      </div>
    </section>
  );
}
