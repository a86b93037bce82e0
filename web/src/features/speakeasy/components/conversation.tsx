import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChatTurn } from '@shared/assistant';
import { useTranslation } from 'react-i18next';
import { plainText } from '../api/speech-text';

interface Props {
  turns: readonly ChatTurn[];
  canReplay: boolean;
  onReplay: (text: string) => void;
}

/** The questions and answers so far, newest last, as text. */
export function Conversation({ turns, canReplay, onReplay }: Props) {
  const { t } = useTranslation();
  if (turns.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="speakeasy-conversation" sx={{ mt: 3 }}>
      <Typography id="speakeasy-conversation" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('speakeasy.conversation')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {turns.map((turn, i) => (
          <Paper
            component="li"
            key={i}
            variant="outlined"
            data-testid={turn.role === 'user' ? 'voice-question' : 'voice-answer'}
            sx={{ p: 2, bgcolor: turn.role === 'user' ? 'grey.50' : 'background.paper' }}
          >
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {turn.role === 'user' ? t('speakeasy.you') : t('speakeasy.assistant')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>
              {turn.role === 'user' ? turn.text : plainText(turn.text)}
            </Typography>
            {turn.role === 'model' && canReplay && (
              <Button size="small" onClick={() => onReplay(turn.text)} sx={{ mt: 1 }}>
                {t('speakeasy.replay')}
              </Button>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
