import { speechChunks } from '../api/speech-text';

// Speech synthesis for the voice assistant; recognition lives in
// shared/speech/listen.ts (the market's search box uses it too).
import { LOCALES, type SpeechLang } from '@/shared/speech/listen';

export { canListen, listen, LOCALES, type Listening, type SpeechLang } from '@/shared/speech/listen';

export const canSpeak = (): boolean =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

/** Devanagari answers are read with a Hindi voice whatever language was spoken. */
export function languageOf(text: string, fallback: SpeechLang): SpeechLang {
  const devanagari = (text.match(/[\u0900-\u097F]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (devanagari === 0 && latin === 0) return fallback;
  return devanagari >= latin ? 'hi' : 'en';
}

/** Whether this device has a voice for the language (voices load late in some browsers). */
export function hasVoice(lang: SpeechLang): boolean {
  if (!canSpeak()) return false;
  return window.speechSynthesis.getVoices().some((v) => v.lang.toLowerCase().replace('_', '-').startsWith(lang));
}

/** Reads `text` aloud in pieces; resolves when done or stopped. */
export function speak(text: string, lang: SpeechLang): Promise<void> {
  if (!canSpeak()) return Promise.resolve();
  const synth = window.speechSynthesis;
  synth.cancel();
  const voice = synth.getVoices().find((v) => v.lang.toLowerCase().replace('_', '-').startsWith(lang));
  const pieces = speechChunks(text);
  if (pieces.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    pieces.forEach((piece, i) => {
      const u = new SpeechSynthesisUtterance(piece);
      u.lang = LOCALES[lang];
      if (voice) u.voice = voice;
      if (i === pieces.length - 1) {
        u.onend = () => resolve();
        u.onerror = () => resolve();
      }
      synth.speak(u);
    });
  });
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
