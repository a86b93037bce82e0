import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '@shared/assistant';
import { WEATHER_MESSAGES } from '@shared/weather';

// Hindi for the assistant's and the weather function's messages. Typed by key,
// so a new English message without a Hindi one fails the type check.

const ASSISTANT_HI: Record<keyof typeof ASSISTANT_MESSAGES, string> = {
  emptyMessage: 'पहले अपना प्रश्न लिखें',
  messageTooLong: `आपका प्रश्न बहुत लंबा है: अधिकतम ${ASSISTANT_LIMITS.messageMax} अक्षर`,
  historyTooLong: `बातचीत बहुत लंबी है: अधिकतम ${ASSISTANT_LIMITS.historyMax} पिछले संदेश भेजे जा सकते हैं`,
  turnTooLong: `एक पिछला संदेश बहुत लंबा है: हर संदेश में अधिकतम ${ASSISTANT_LIMITS.historyTextMax.toLocaleString('en-IN')} अक्षर`,
  requestTooLong: `बातचीत बहुत लंबी है: कुल मिलाकर अधिकतम ${ASSISTANT_LIMITS.requestCharsMax.toLocaleString('en-IN')} अक्षर भेजे जा सकते हैं; कृपया नई बातचीत शुरू करें`,
  badHistory: 'बातचीत पढ़ी नहीं जा सकी; कृपया फिर से शुरू करें',
  rateLimited: 'एक मिनट में बहुत सारे प्रश्न। कृपया थोड़ा रुककर फिर कोशिश करें।',
  notConfigured: 'कृषि सहायक अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
  keyRefused: 'कृषि सहायक अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
  providerBusy: 'कृषि सहायक अभी व्यस्त है। कृपया एक मिनट बाद कोशिश करें।',
  providerFailed: 'कृषि सहायक अभी उत्तर नहीं दे सका। कृपया बाद में कोशिश करें।',
  timedOut: 'कृषि सहायक ने उत्तर देने में बहुत देर लगाई। कृपया फिर कोशिश करें।',
  noAnswer: 'कृषि सहायक ने इसका कोई उत्तर नहीं दिया। कृपया प्रश्न दूसरे शब्दों में पूछें।',
};

const WEATHER_HI: Record<keyof typeof WEATHER_MESSAGES, string> = {
  cityNotFound: 'मौसम की जानकारी नहीं मिली: यह जगह नहीं मिली',
  weatherUnavailable: 'मौसम की जानकारी नहीं मिली: मौसम सेवा उपलब्ध नहीं है',
  forecastUnavailable: 'पूर्वानुमान नहीं मिला: मौसम सेवा उपलब्ध नहीं है',
  timedOut: 'मौसम की जानकारी नहीं मिली: मौसम सेवा ने उत्तर देने में बहुत देर लगाई',
  busy: 'मौसम सेवा अभी व्यस्त है। कृपया एक मिनट बाद कोशिश करें।',
  rateLimited: 'एक मिनट में बहुत बार मौसम देखा गया। कृपया थोड़ा रुककर फिर कोशिश करें।',
  notConfigured: 'मौसम सेवा अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
  keyRefused: 'मौसम सेवा अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
};

const pairs = <K extends string>(english: Record<K, string>, hindi: Record<K, string>) =>
  (Object.keys(english) as K[]).map((k) => [english[k], hindi[k]] as const);

export const SERVICE_MESSAGES_HI: Record<string, string> = Object.fromEntries([
  ...pairs(ASSISTANT_MESSAGES, ASSISTANT_HI),
  ...pairs(WEATHER_MESSAGES, WEATHER_HI),
]);
