import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@/shared/i18n';
import { notify } from '@/shared/notify';

const LABEL_KEYS: Record<Language, string> = { en: 'settings.english', hi: 'settings.hindi' };

/** English or Hindi for the whole app, remembered on this device. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'hi' ? 'hi' : 'en';
  // The switch can wait for the Hindi download: the radio shows the choice at once,
  // until the app's language moves (to it, or elsewhere through the header).
  const [pending, setPending] = useState<{ lang: Language; from: Language } | null>(null);
  const shown = pending && pending.from === current ? pending.lang : current;
  const choose = (lang: Language) => {
    setPending({ lang, from: current });
    setLanguage(lang);
    notify.success(t('settings.languageSaved', { lng: lang }));
  };
  return (
    <>
      <Typography id="settings-language-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.languageHint')}
      </Typography>
      <RadioGroup
        aria-labelledby="settings-language-title"
        aria-describedby="settings-language-hint"
        value={shown}
        onChange={(e) => choose(e.target.value as Language)}
      >
        {LANGUAGES.map((lang) => (
          <FormControlLabel key={lang} value={lang} control={<Radio />} label={t(LABEL_KEYS[lang])} lang={lang} />
        ))}
      </RadioGroup>
    </>
  );
}
