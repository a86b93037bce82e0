import { registerStrings } from '@/shared/i18n';
import { kmAwayEn, kmAwayHi } from './distance-strings';
import { mandiEn, mandiHi } from './mandi-strings';

// The market's search-by-voice and distance texts (issue 13), kept in the
// feature so the shared tables stay untouched.
const en = {
  sort_nearest: 'Nearest first',
  pincode: 'Your pincode',
  pincodeHelp: 'For distances to farms',
  pincodeInvalid: 'Enter a valid 6-digit pincode',
  pincodeUnknown: 'We do not know where this pincode is, so no distances are shown.',
  locating: 'Finding your pincode…',
  locateFailed: 'Could not look up this pincode (are you offline?). Distances are not shown.',
  radius: 'Within',
  radiusKm: '{{km}} km',
  radiusAll: 'All India',
  kmAway: kmAwayEn,
  nearNeedsPincode: 'Enter your pincode to sort by distance; showing newest first.',
  nearSetsPriceAside: 'Sorted by distance, so the price range is set aside.',
  // Offline, a search looks through the page saved on the phone (saved-search.ts).
  savedMatches: 'Offline: these are the matches among the products saved on this phone.',
  savedNoMatch:
    'Offline: none of the products saved on this phone match. Here is all that is saved; connect to search the whole market.',
  emptySearch: 'No products found for “{{search}}”.',
  clearSearch: 'Clear the search',
  searchAllIndia: 'Search all of India',
  // An empty search for a known commodity offers its category (produce-category.ts).
  similarNear: 'See the nearest {{category}}',
  similarAll: 'See all {{category}}',
  otherProduce: 'other produce',
  speak: 'Search by voice',
  stopListening: 'Stop listening',
  listening: 'Listening… say the name of the produce.',
  micDenied: 'Microphone permission was refused. Allow the microphone for this site and try again.',
  noSpeech: 'I did not hear anything. Please try again.',
  listenFailed: 'Listening failed. Please type instead.',
};

const hi: typeof en = {
  sort_nearest: 'सबसे पास पहले',
  pincode: 'आपका पिनकोड',
  pincodeHelp: 'खेतों की दूरी के लिए',
  pincodeInvalid: 'सही 6 अंकों का पिनकोड लिखें',
  pincodeUnknown: 'यह पिनकोड कहाँ है, हमें पता नहीं, इसलिए दूरी नहीं दिखाई जाती।',
  locating: 'आपका पिनकोड ढूँढ रहे हैं…',
  locateFailed: 'यह पिनकोड नहीं ढूँढ सके (क्या आप ऑफ़लाइन हैं?)। दूरी नहीं दिखाई जाती।',
  radius: 'दूरी के भीतर',
  radiusKm: '{{km}} किमी',
  radiusAll: 'पूरा भारत',
  kmAway: kmAwayHi,
  nearNeedsPincode: 'दूरी से क्रम के लिए अपना पिनकोड लिखें; अभी सबसे नए पहले दिख रहे हैं।',
  nearSetsPriceAside: 'दूरी के क्रम में दाम की सीमा लागू नहीं होती।',
  savedMatches: 'ऑफ़लाइन: ये इस फ़ोन पर सहेजे गए उत्पादों में से मिलते-जुलते उत्पाद हैं।',
  savedNoMatch:
    'ऑफ़लाइन: इस फ़ोन पर सहेजा गया कोई उत्पाद मेल नहीं खाता। यहाँ वह सब है जो सहेजा गया है; पूरे बाज़ार में खोजने के लिए इंटरनेट से जुड़ें।',
  emptySearch: '“{{search}}” के लिए कोई उत्पाद नहीं मिला।',
  clearSearch: 'खोज हटाएँ',
  searchAllIndia: 'पूरे भारत में खोजें',
  similarNear: 'पास में {{category}} देखें',
  similarAll: 'सभी {{category}} देखें',
  otherProduce: 'अन्य उपज',
  speak: 'बोलकर खोजें',
  stopListening: 'सुनना बंद करें',
  listening: 'सुन रहा हूँ… उपज का नाम बोलें।',
  micDenied: 'माइक्रोफ़ोन की अनुमति नहीं मिली। इस साइट के लिए माइक्रोफ़ोन की अनुमति दें और फिर कोशिश करें।',
  noSpeech: 'मुझे कुछ सुनाई नहीं दिया। फिर से कोशिश करें।',
  listenFailed: 'सुन नहीं सके। कृपया लिखकर खोजें।',
};

registerStrings('marketNear', en, hi);

// The mandi price line on cards and in the buy dialog (mandi-line.ts; the words
// live in mandi-strings.ts, which the first paint's build reads too).
registerStrings('marketMandi', mandiEn, mandiHi);
