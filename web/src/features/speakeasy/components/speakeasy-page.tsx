import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ASSISTANT_LIMITS } from '@shared/assistant';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store';
import { canListen, canSpeak, hasVoice, type SpeechLang } from '../hooks/speech';
import { useVoiceChat } from '../hooks/use-voice-chat';
import '../strings';
import { Conversation } from './conversation';

/** /speakeasy: the farming assistant by voice, with typing as the fallback. */
export default function SpeakeasyPage() {
  const { t, i18n } = useTranslation();
  const online = useAppStore((s) => s.online);
  const [lang, setLang] = useState<SpeechLang>(i18n.language === 'hi' ? 'hi' : 'en');
  const [typed, setTyped] = useState('');
  const [hindiVoice, setHindiVoice] = useState(true);
  const chat = useVoiceChat(lang);
  const listens = canListen();
  const speaks = canSpeak();

  // Voices arrive asynchronously in Chromium; check again when they do.
  useEffect(() => {
    if (!speaks) return;
    const check = () => setHindiVoice(window.speechSynthesis.getVoices().length === 0 || hasVoice('hi'));
    check();
    window.speechSynthesis.addEventListener('voiceschanged', check);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', check);
  }, [speaks]);

  const busy = chat.phase === 'thinking';
  const active = chat.phase === 'listening' || chat.phase === 'speaking';
  const status = t(`speakeasy.${chat.phase === 'idle' ? 'ready' : chat.phase}`);

  const onType = (e: FormEvent) => {
    e.preventDefault();
    const q = typed;
    setTyped('');
    void chat.submit(q);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('speakeasy.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('speakeasy.intro')}</Typography>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {!listens && (
          <Alert severity="warning" data-testid="no-listening">
            {t('speakeasy.noListening')}
          </Alert>
        )}
        {!speaks && <Alert severity="info">{t('speakeasy.noSpeaking')}</Alert>}
        {speaks && lang === 'hi' && !hindiVoice && <Alert severity="info">{t('speakeasy.noHindiVoice')}</Alert>}
        {listens && !online && <Alert severity="warning">{t('speakeasy.offline')}</Alert>}
      </Stack>

      <Typography id="speakeasy-lang" variant="subtitle2" component="p">
        {t('speakeasy.speakIn')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={lang}
        onChange={(_, v: SpeechLang | null) => v && setLang(v)}
        aria-labelledby="speakeasy-lang"
        size="small"
        sx={{ mb: 3 }}
        disabled={active || busy}
      >
        <ToggleButton value="en" lang="en">
          {t('speakeasy.english')}
        </ToggleButton>
        <ToggleButton value="hi" lang="hi">
          {t('speakeasy.hindi')}
        </ToggleButton>
      </ToggleButtonGroup>

      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, mb: 3 }}>
        {active ? (
          <Button variant="contained" color="error" size="large" startIcon={<StopIcon />} onClick={chat.stop}>
            {t(chat.phase === 'listening' ? 'speakeasy.stopListening' : 'speakeasy.stopSpeaking')}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            startIcon={<MicIcon />}
            onClick={() => void chat.startListening()}
            disabled={!listens || busy || !online}
            sx={{ px: 4, py: 1.5, borderRadius: 8 }}
          >
            {t('speakeasy.speak')}
          </Button>
        )}
        <Typography role="status" aria-live="polite" color="text.secondary" data-testid="voice-status">
          {status}
        </Typography>
        {chat.heard && chat.phase !== 'idle' && (
          <Typography sx={{ fontStyle: 'italic' }}>{t('speakeasy.heard', { text: chat.heard })}</Typography>
        )}
      </Box>

      <Stack component="form" direction="row" spacing={1} onSubmit={onType} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="speakeasy-typed"
          label={t('speakeasy.typeQuestion')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { maxLength: ASSISTANT_LIMITS.messageMax } }}
          size="small"
          fullWidth
        />
        <Button type="submit" variant="outlined" disabled={busy || typed.trim() === ''}>
          {t('speakeasy.ask')}
        </Button>
      </Stack>

      <Conversation turns={chat.turns} canReplay={speaks} onReplay={(text) => void chat.replay(text)} />
      {chat.turns.length > 0 && (
        <Button onClick={chat.reset} sx={{ mt: 2 }}>
          {t('speakeasy.startOver')}
        </Button>
      )}
    </Container>
  );
}
