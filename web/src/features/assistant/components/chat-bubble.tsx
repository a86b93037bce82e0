import '../strings';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChatRole } from '@shared/assistant';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

interface Props {
  role: ChatRole;
  children?: ReactNode;
  /** The placeholder shown while an answer is awaited. */
  waiting?: boolean;
  /** A question not yet answered. */
  provisional?: boolean;
}

/** One message, labelled with its role; model messages sit on the right (as in the old app). */
export function ChatBubble({ role, children, waiting, provisional }: Props) {
  const { t } = useTranslation();
  const mine = role === 'user';
  return (
    <Paper
      data-role={role}
      data-testid={waiting ? 'chat-waiting' : 'chat-bubble'}
      elevation={0}
      sx={{
        alignSelf: mine ? 'flex-start' : 'flex-end',
        maxWidth: { xs: '92%', sm: '80%' },
        px: 1.5,
        py: 1,
        bgcolor: mine ? 'grey.100' : '#e8f5e9',
        border: 1,
        borderColor: mine ? 'grey.300' : 'success.light',
        opacity: provisional ? 0.8 : 1,
        overflowWrap: 'anywhere',
        ...(waiting && {
          animation: `${pulse} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
      }}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t(mine ? 'assistant.user' : 'assistant.model')}
      </Typography>
      {waiting ? (
        <Box aria-label={t('assistant.thinking')} role="status" sx={{ display: 'flex', gap: 0.5, py: 0.5 }}>
          {[0, 1, 2].map((i) => (
            <Box key={i} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
          ))}
        </Box>
      ) : (
        children
      )}
    </Paper>
  );
}
