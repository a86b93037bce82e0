import { registerLazyStrings } from '@/shared/i18n';
import { en } from './strings-en';

// The landing page's text (strings-en.ts), registered when its lazy chunk loads.
// English ships with the landing page; the Hindi is fetched only for Hindi readers.
await registerLazyStrings('landingPage', en, async () => (await import('./strings-hi')).hi);
