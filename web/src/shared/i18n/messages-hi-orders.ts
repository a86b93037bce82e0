import { OPEN_REQUEST_LIMITS, ORDER_MESSAGES } from '@shared/order-schemas';
import type { OrderAction, OrderStatus } from '@shared/orders';

// Hindi for the order functions' messages. Typed by key, so a new English
// message without a Hindi one fails the type check.
const ORDER_HI: Record<keyof typeof ORDER_MESSAGES, string> = {
  signUpToBuy: 'कुछ भी खरीदने के लिए कृपया साइन अप करें',
  farmerBuying: 'ऑर्डर देने के लिए कृपया उपयोगकर्ता के रूप में लॉग इन करें। आप अभी किसान के रूप में लॉग इन हैं।',
  ownProduct: 'आप अपना ही उत्पाद नहीं खरीद सकते',
  alreadyAccepted: 'पहले ही स्वीकार किया जा चुका है',
  productGone: 'यह उत्पाद अब सूची में नहीं है',
  orderGone: 'यह ऑर्डर मौजूद नहीं है',
  notYourOrder: 'यह आपका ऑर्डर नहीं है',
  chooseProduct: 'खरीदने के लिए कोई उत्पाद चुनें',
  quantityNeeded: 'मात्रा किलो में लिखें',
  quantityWhole: 'मात्रा पूरे किलो में होनी चाहिए',
  quantityMin: 'खरीद की मात्रा कम से कम 1 किलो होनी चाहिए',
  quantityMax: 'मात्रा अधिकतम 1,00,000 किलो हो सकती है',
  badRequestId: 'इस अनुरोध की पहचान नहीं हो सकी; कृपया फिर कोशिश करें',
  requestReused: 'यह अनुरोध पहले ही किसी दूसरे ऑर्डर के लिए इस्तेमाल हो चुका है',
  unknownAction: 'स्वीकार, अस्वीकार, रद्द, भेजें या पहुँचाएँ में से चुनें',
  reasonTooLong: 'कारण अधिकतम 300 अक्षरों का हो सकता है',
  unexpectedField: 'अनुरोध में एक अनचाहा फ़ील्ड है',
  badRequest: 'अनुरोध मान्य नहीं है',
  busy: 'एक साथ बहुत सारे ऑर्डर संभाले जा रहे हैं; कृपया फिर कोशिश करें',
  profileMissing: 'ऑर्डर देने से पहले कृपया अपनी प्रोफ़ाइल पूरी करें',
  sellerMissing: 'विक्रेता की प्रोफ़ाइल नहीं मिली',
  tooManyOpenForProduct: `इस उत्पाद के लिए आपके ${OPEN_REQUEST_LIMITS.perProduct} अनुरोध पहले से खुले हैं। किसान के जवाब का इंतज़ार करें या कोई एक रद्द करें।`,
  tooManyOpenForFarmer: `इस किसान के पास आपके ${OPEN_REQUEST_LIMITS.perFarmer} अनुरोध पहले से खुले हैं। उनके जवाब का इंतज़ार करें या कोई एक रद्द करें।`,
  declinedNoStock: 'पर्याप्त स्टॉक नहीं बचा',
  declinedProductRemoved: 'किसान ने यह उत्पाद हटा दिया',
};

export const ORDER_MESSAGES_HI: Record<string, string> = Object.fromEntries(
  (Object.keys(ORDER_HI) as (keyof typeof ORDER_MESSAGES)[]).map((k) => [ORDER_MESSAGES[k], ORDER_HI[k]]),
);

const STATUS_HI: Record<OrderStatus, string> = {
  Pending: 'लंबित',
  'Accepted!': 'स्वीकृत',
  Declined: 'अस्वीकृत',
  Cancelled: 'रद्द',
  Dispatched: 'भेजा गया',
  Delivered: 'पहुँचाया गया',
};

const ACTION_HI: Record<OrderAction, string> = {
  accept: 'स्वीकार',
  decline: 'अस्वीकार',
  cancel: 'रद्द',
  dispatch: 'रवाना',
  deliver: 'पूरा',
};

const PAST_TO_ACTION: Record<string, OrderAction> = {
  accepted: 'accept',
  declined: 'decline',
  cancelled: 'cancel',
  dispatched: 'dispatch',
  delivered: 'deliver',
};

const status = (s: string) => STATUS_HI[s as OrderStatus] ?? s;
const action = (a: string) => ACTION_HI[(PAST_TO_ACTION[a] ?? a) as OrderAction] ?? a;

// Messages built with numbers or states in them (functions/src/shared/orders.ts
// nextStatus and notEnoughStock), matched by their English pattern.
const PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [/^Not enough stock left: only (\d+) kg available$/, (kg) => `पर्याप्त स्टॉक नहीं बचा: केवल ${kg} किलो उपलब्ध`],
  [
    /^Only the (farmer|buyer) of this order can (\w+) it$/,
    (who, a) => `इस ऑर्डर को केवल उसका ${who === 'farmer' ? 'किसान' : 'खरीदार'} ${action(a)} कर सकता है`,
  ],
  [/^This order is already (.+)$/, (s) => `यह ऑर्डर पहले ही ${status(s)} है`],
  [/^An order that is (.+) cannot be (\w+)$/, (s, a) => `${status(s)} ऑर्डर ${action(a)} नहीं किया जा सकता`],
];

/** Hindi for an order message that carries a number or a state, or undefined. */
export function orderMessageHi(message: string): string | undefined {
  for (const [re, hi] of PATTERNS) {
    const m = re.exec(message);
    if (m) return hi(...m.slice(1));
  }
  return undefined;
}
