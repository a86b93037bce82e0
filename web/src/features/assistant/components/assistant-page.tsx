import '../strings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ASSISTANT_LIMITS } from '@shared/assistant';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/use-chat';
import { ChatBubble } from './chat-bubble';
import { MarkdownView } from './markdown-view';

export default function AssistantPage() {
  const { t } = useTranslation();
  const { turns, pending, failure, send } = useChat();
  const [input, setInput] = useState('');
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [turns.length, pending, failure]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!input.trim() || pending) return;
    const question = input;
    setInput('');
    void send(question);
  };

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('assistant.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('assistant.intro')}
      </Typography>

      <Paper
        variant="outlined"
        role="log"
        aria-live="polite"
        aria-label={t('assistant.conversation')}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1, sm: 2 }, minHeight: 240, mb: 2 }}
      >
        {turns.length === 0 && !pending && (
          <Typography color="text.secondary" sx={{ m: 'auto', textAlign: 'center' }}>
            {t('assistant.empty')}
          </Typography>
        )}
        {turns.map((turn, i) => (
          <ChatBubble key={i} role={turn.role}>
            {turn.role === 'model' ? (
              <MarkdownView text={turn.text} />
            ) : (
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{turn.text}</Typography>
            )}
          </ChatBubble>
        ))}
        {pending && (
          <>
            <ChatBubble role="user" provisional>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{pending}</Typography>
            </ChatBubble>
            <ChatBubble role="model" waiting />
          </>
        )}
        <div ref={endRef} />
      </Paper>

      {failure &&
        (failure.notConfigured ? (
          // Plain words for the person; the setup steps are in the README and the console.
          <Alert severity="info" sx={{ mb: 2 }} data-testid="assistant-error">
            {t('unavailable.assistant')}
          </Alert>
        ) : (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            data-testid="assistant-error"
            action={
              <Button color="inherit" size="small" onClick={() => void send(failure.question)}>
                {t('common.tryAgain')}
              </Button>
            }
          >
            {failure.message}
          </Alert>
        ))}

      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          multiline
          maxRows={6}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line.
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          placeholder={t('assistant.placeholder')}
          slotProps={{
            htmlInput: { 'aria-label': t('assistant.placeholder'), maxLength: ASSISTANT_LIMITS.messageMax },
          }}
        />
        <Button type="submit" variant="contained" disabled={pending !== null} sx={{ minHeight: 56 }}>
          {t('assistant.send')}
        </Button>
      </Box>
    </Container>
  );
}
