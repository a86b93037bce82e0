import { ASSISTANT_LIMITS } from '@shared/assistant';
import { BLOG_LIMITS } from '@shared/blogs';
import { formatWhole } from '@shared/digits';
import type { ErrorCode, ErrorParams } from '@shared/error-codes';
import { ORDER_ERRORS_HI } from './errors-hi-orders';

// Hindi for every stable error code (functions/src/shared/error-codes.ts, whose
// English table is its twin). Typed by code, so a new code without Hindi fails
// the type check; errors.test.ts walks them all. Loaded only with Hindi.

type Hindi = string | ((p: ErrorParams) => string);

const ERRORS_HI: Record<ErrorCode, Hindi> = {
  'form/invalid-email': 'अमान्य ईमेल पता',
  'form/password-length': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  'form/pincode-length': 'पिनकोड 6 अंकों का होना चाहिए',
  'form/invalid-pincode': 'अमान्य पिनकोड',
  'form/invalid-phone': 'फ़ोन नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो',
  'form/fill-form': 'कृपया फ़ॉर्म ठीक से भरें!!',
  'form/fill-both': 'कृपया दोनों फ़ील्ड भरें',
  'form/fill-product': 'कृपया सभी विवरण भरें!',
  'form/unknown-state': 'सूची से राज्य चुनें',
  'form/unknown-district': 'चुने गए राज्य का ज़िला चुनें',
  'form/name-too-long': 'नाम अधिकतम 50 अक्षरों का हो सकता है',
  'form/farm-name-too-long': 'खेत का नाम अधिकतम 80 अक्षरों का हो सकता है',
  'form/choose-role': 'किसान या उपयोगकर्ता चुनें',
  'request/unreadable-value': 'अनुरोध में ऐसा मान है जिसे सर्वर पढ़ नहीं सकता। कृपया सादे अंक और शब्द भेजें।',
  'account/log-in-first': 'कृपया पहले लॉग इन करें',
  'account/role-fixed': 'इस खाते की भूमिका पहले से तय है; इसे बदला नहीं जा सकता',
  'profile/unfinished-signup': 'कृपया पहले साइनअप पूरा करें',
  'profile/picture-not-https': 'तस्वीर का पता https:// से शुरू होना चाहिए',
  'profile/picture-too-long': 'तस्वीर का पता अधिकतम 500 अक्षरों का हो सकता है',
  'profile/too-many-addresses': 'अधिकतम 5 पते सहेजे जा सकते हैं',
  'blogs/log-in-to-like': 'ब्लॉग पसंद करने के लिए कृपया लॉग इन करें',
  'blogs/already-liked': 'आप यह ब्लॉग पहले ही पसंद कर चुके हैं',
  'blogs/not-liked': 'आपने यह ब्लॉग पसंद नहीं किया है',
  'blogs/not-found': 'ब्लॉग नहीं मिला',
  'blogs/farmers-only': 'केवल किसान ब्लॉग लिख सकते हैं',
  'blogs/title-required': 'शीर्षक लिखना ज़रूरी है',
  'blogs/title-too-long': `शीर्षक अधिकतम ${BLOG_LIMITS.titleMax} अक्षरों का हो सकता है`,
  'blogs/description-required': 'विवरण लिखना ज़रूरी है',
  'blogs/description-too-long': `विवरण अधिकतम ${formatWhole(BLOG_LIMITS.descriptionMax)} अक्षरों का हो सकता है`,
  ...ORDER_ERRORS_HI,
  'assistant/empty-message': 'पहले अपना प्रश्न लिखें',
  'assistant/message-too-long': `आपका प्रश्न बहुत लंबा है: अधिकतम ${ASSISTANT_LIMITS.messageMax} अक्षर`,
  'assistant/history-too-long': `बातचीत बहुत लंबी है: अधिकतम ${ASSISTANT_LIMITS.historyMax} पिछले संदेश भेजे जा सकते हैं`,
  'assistant/turn-too-long': `एक पिछला संदेश बहुत लंबा है: हर संदेश में अधिकतम ${formatWhole(ASSISTANT_LIMITS.historyTextMax)} अक्षर`,
  'assistant/request-too-long': `बातचीत बहुत लंबी है: कुल मिलाकर अधिकतम ${formatWhole(ASSISTANT_LIMITS.requestCharsMax)} अक्षर भेजे जा सकते हैं; कृपया नई बातचीत शुरू करें`,
  'assistant/bad-history': 'बातचीत पढ़ी नहीं जा सकी; कृपया फिर से शुरू करें',
  'assistant/rate-limited': 'एक मिनट में बहुत सारे प्रश्न। कृपया थोड़ा रुककर फिर कोशिश करें।',
  'assistant/not-configured': 'कृषि सहायक अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
  'assistant/key-refused': 'कृषि सहायक अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
  'assistant/provider-busy': 'कृषि सहायक अभी व्यस्त है। कृपया एक मिनट बाद कोशिश करें।',
  'assistant/provider-failed': 'कृषि सहायक अभी उत्तर नहीं दे सका। कृपया बाद में कोशिश करें।',
  'assistant/timed-out': 'कृषि सहायक ने उत्तर देने में बहुत देर लगाई। कृपया फिर कोशिश करें।',
  'assistant/no-answer': 'कृषि सहायक ने इसका कोई उत्तर नहीं दिया। कृपया प्रश्न दूसरे शब्दों में पूछें।',
  'geo/invalid-pincode': 'कृपया 6 अंकों का सही पिनकोड लिखें',
  'push/bad-endpoint': 'इस फ़ोन पर सूचनाएँ चालू नहीं हो सकीं: पुश सेवा का पता सही नहीं है',
  'push/bad-subscription': 'इस फ़ोन पर सूचनाएँ चालू नहीं हो सकीं: पुश सदस्यता सही नहीं है',
  'profile/bad-upi': 'नाम@बैंक जैसी यूपीआई आईडी लिखें',
  'payments/only-buyer': 'भुगतान हो जाने की बात केवल इस ऑर्डर का खरीदार कह सकता है',
  'payments/only-farmer': 'भुगतान मिलने की पुष्टि केवल इस ऑर्डर का किसान कर सकता है',
  'payments/not-accepted': 'किसान के ऑर्डर स्वीकार करने के बाद ही भुगतान हो सकता है',
  'payments/already': 'यह भुगतान पहले ही दर्ज है',
  'payments/bad-reference': 'यूपीआई संदर्भ में 6 से 40 अक्षर और अंक होते हैं',
  'payments/unknown-action': 'बताएँ कि ऑर्डर का भुगतान हुआ या भुगतान मिला',
  'weather/city-not-found': 'मौसम की जानकारी नहीं मिली: यह जगह नहीं मिली',
  'weather/weather-unavailable': 'मौसम की जानकारी नहीं मिली: मौसम सेवा उपलब्ध नहीं है',
  'weather/forecast-unavailable': 'पूर्वानुमान नहीं मिला: मौसम सेवा उपलब्ध नहीं है',
  'weather/timed-out': 'मौसम की जानकारी नहीं मिली: मौसम सेवा ने उत्तर देने में बहुत देर लगाई',
  'weather/busy': 'मौसम सेवा अभी व्यस्त है। कृपया एक मिनट बाद कोशिश करें।',
  'weather/rate-limited': 'एक मिनट में बहुत बार मौसम देखा गया। कृपया थोड़ा रुककर फिर कोशिश करें।',
  'weather/not-configured': 'मौसम सेवा अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
  'weather/key-refused': 'मौसम सेवा अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
  'mandi/bad-title': 'मंडी भाव देखने के लिए उपज का नाम लिखें, अधिकतम 100 अक्षर',
  'mandi/rate-limited': 'एक मिनट में बहुत बार मंडी भाव देखा गया। कृपया थोड़ा रुककर फिर कोशिश करें।',
  'mandi/admins-only': 'मंडी भाव केवल व्यवस्थापक ताज़ा कर सकते हैं',
  'mandi/source-unavailable': 'मंडी भाव का स्रोत ठीक से उत्तर नहीं दे रहा है। कृपया बाद में फिर कोशिश करें।',
  'mandi/bad-refresh': 'रिफ्रेश के साथ कुछ न भेजें, या केवल यह कि पुराने उत्पाद पहले भरे जाएँ या नहीं',
  'photos/farmers-only': 'उत्पादों में फ़ोटो केवल किसान जोड़ सकते हैं',
  'photos/not-yours': 'आप केवल अपने उत्पादों में फ़ोटो जोड़ सकते हैं',
  'photos/product-gone': 'यह उत्पाद अब सूची में नहीं है',
  'photos/empty': 'यह फ़ाइल खाली है। कोई फ़ोटो चुनें।',
  'photos/not-image': 'यह फ़ाइल फ़ोटो नहीं है। जेपीईजी, पीएनजी या वेबपी चित्र चुनें।',
  'photos/too-big': 'छोटी करने के बाद भी यह फ़ोटो बहुत बड़ी है: अधिकतम 200 केबी। कोई और फ़ोटो आज़माएँ।',
  'photos/too-many-pixels': 'यह फ़ोटो बहुत बड़ी है: लंबी भुजा पर अधिकतम 1,280 पिक्सेल (छोटी फ़ोटो के लिए 480)',
  'photos/has-location': 'इस फ़ोटो में उसकी जगह (जीपीएस) दर्ज है। ऐप से फिर से फ़ोटो लें, ऐप उसे हटा देता है।',
  'photos/too-many': 'एक उत्पाद में अधिकतम 3 फ़ोटो हो सकती हैं। पहले एक हटाएँ।',
  'photos/bad-arrangement': 'इस उत्पाद की अपनी फ़ोटो का क्रम चुनें, हर फ़ोटो एक बार',
  'photos/bad-request': 'फ़ोटो पढ़ी नहीं जा सकी; कृपया फिर कोशिश करें',
  'ops/admins-only': 'छूटा काम केवल व्यवस्थापक चला सकते हैं',
  'ops/bad-catch-up':
    'छूटा काम चलाने के साथ कुछ न भेजें, या पूर्ण संख्याएँ: आदेशों का इंतज़ार 0 से 3600 सेकंड और पीछे की अवधि 1 से 1440 मिनट',
};

/** The Hindi message of `code` with its parameters filled in. */
export function hindiError(code: ErrorCode, params: ErrorParams = {}): string {
  const m = ERRORS_HI[code];
  return typeof m === 'string' ? m : m(params);
}
