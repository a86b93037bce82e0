import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { LoadState } from '@/shared/hooks/use-live';
import { useAppStore } from '@/shared/store';
import '../strings';

interface Props {
  /** The live count for the signed-in uid. Passed as a hook: call it unconditionally, once per render. */
  useCount: (uid: string | null) => LoadState<number>;
  /** i18n key of the label, with `{{count}}`. */
  labelKey: string;
  to: string;
  icon: ReactNode;
  testId: string;
}

/** A header icon linking to an order list, with a live count (0 until it loads). */
export function LiveCountBadge({ useCount, labelKey, to, icon, testId }: Props) {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const live = useCount(uid);
  const count = live.status === 'ready' ? live.data : 0;
  const label = t(labelKey, { count });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to={to} aria-label={label}>
        <Badge badgeContent={count} color="error" max={99} data-testid={testId}>
          {icon}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
