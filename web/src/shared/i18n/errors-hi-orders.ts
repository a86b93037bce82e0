import type { ErrorParams } from '@shared/error-codes';
import { OPEN_REQUEST_LIMITS } from '@shared/order-messages';

// Hindi for the order functions' refusals, by stable code (errors-hi.ts
// spreads them into the one Hindi table).

const STATUS_HI: Record<string, string> = {
  Pending: 'लंबित',
  'Accepted!': 'स्वीकृत',
  Declined: 'अस्वीकृत',
  Cancelled: 'रद्द',
  Dispatched: 'भेजा गया',
  Delivered: 'पहुँचाया गया',
};

const ACTION_HI: Record<string, string> = {
  accept: 'स्वीकार',
  decline: 'अस्वीकार',
  cancel: 'रद्द',
  dispatch: 'रवाना',
  deliver: 'पूरा',
};

const status = (p: ErrorParams) => STATUS_HI[p.status] ?? String(p.status);
const action = (p: ErrorParams) => ACTION_HI[p.action] ?? String(p.action);

export const ORDER_ERRORS_HI = {
  'orders/sign-up-to-buy': 'कुछ भी खरीदने के लिए कृपया साइन अप करें',
  'orders/farmer-buying': 'ऑर्डर देने के लिए कृपया उपयोगकर्ता के रूप में लॉग इन करें। आप अभी किसान के रूप में लॉग इन हैं।',
  'orders/own-product': 'आप अपना ही उत्पाद नहीं खरीद सकते',
  'orders/already-accepted': 'पहले ही स्वीकार किया जा चुका है',
  'orders/product-gone': 'यह उत्पाद अब सूची में नहीं है',
  'orders/not-found': 'यह ऑर्डर मौजूद नहीं है',
  'orders/not-your-order': 'यह आपका ऑर्डर नहीं है',
  'orders/choose-product': 'खरीदने के लिए कोई उत्पाद चुनें',
  'orders/quantity-needed': 'मात्रा किलो में लिखें',
  'orders/quantity-step': 'मात्रा 0.1 किलो (100 ग्राम) के कदमों में होनी चाहिए',
  'orders/quantity-whole': 'यह किसान केवल पूरे किलो में बेचता है',
  'orders/quantity-min': 'खरीद की मात्रा कम से कम 0.1 किलो होनी चाहिए',
  'orders/quantity-max': 'मात्रा अधिकतम 1,00,000 किलो हो सकती है',
  'orders/bad-request-id': 'इस अनुरोध की पहचान नहीं हो सकी; कृपया फिर कोशिश करें',
  'orders/request-reused': 'यह अनुरोध पहले ही किसी दूसरे ऑर्डर के लिए इस्तेमाल हो चुका है',
  'orders/unknown-action': 'स्वीकार, अस्वीकार, रद्द, भेजें या पहुँचाएँ में से चुनें',
  'orders/reason-too-long': 'कारण अधिकतम 300 अक्षरों का हो सकता है',
  'orders/unexpected-field': 'अनुरोध में एक अनचाहा फ़ील्ड है',
  'orders/bad-request': 'अनुरोध मान्य नहीं है',
  'orders/busy': 'एक साथ बहुत सारे ऑर्डर संभाले जा रहे हैं; कृपया फिर कोशिश करें',
  'orders/withdrawn-before-sent': 'आपने यह अनुरोध भेजे जाने से पहले वापस ले लिया: कोई ऑर्डर नहीं हुआ',
  'orders/profile-missing': 'ऑर्डर देने से पहले कृपया अपनी प्रोफ़ाइल पूरी करें',
  'orders/seller-missing': 'विक्रेता की प्रोफ़ाइल नहीं मिली',
  'orders/too-many-open-for-product': `इस उत्पाद के लिए आपके ${OPEN_REQUEST_LIMITS.perProduct} अनुरोध पहले से खुले हैं। किसान के जवाब का इंतज़ार करें या कोई एक रद्द करें।`,
  'orders/too-many-open-for-farmer': `इस किसान के पास आपके ${OPEN_REQUEST_LIMITS.perFarmer} अनुरोध पहले से खुले हैं। उनके जवाब का इंतज़ार करें या कोई एक रद्द करें।`,
  'orders/declined-no-stock': 'पर्याप्त स्टॉक नहीं बचा',
  'orders/declined-product-removed': 'किसान ने यह उत्पाद हटा दिया',
  'orders/not-configured': 'ऑर्डर अभी उपलब्ध नहीं हैं। कृपया बाद में फिर कोशिश करें।',
  'orders/not-enough-stock': (p: ErrorParams) => `पर्याप्त स्टॉक नहीं बचा: केवल ${p.kg} किलो उपलब्ध`,
  'orders/only-party': (p: ErrorParams) =>
    `इस ऑर्डर को केवल उसका ${p.role === 'farmer' ? 'किसान' : 'खरीदार'} ${action(p)} कर सकता है`,
  'orders/already-in-status': (p: ErrorParams) => `यह ऑर्डर पहले ही ${status(p)} है`,
  'orders/wrong-status': (p: ErrorParams) => `${status(p)} ऑर्डर ${action(p)} नहीं किया जा सकता`,
} as const;
