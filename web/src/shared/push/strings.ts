import { registerStrings, type Strings } from '@/shared/i18n';

// Web Push's words on this phone (the in-context ask, the results of turning it
// on; the settings section reads `push.blocked` and `push.unsupported` too),
// registered when push code loads: only for signed-in people.
const en = {
  ask: {
    buyer: {
      title: 'Tell me when the farmer answers',
      body: 'Krishi Haat will send a notification to this phone when the farmer accepts or declines, and when your order is dispatched or delivered. No ads.',
    },
    farmer: {
      title: 'Tell me about new requests',
      body: 'Krishi Haat will send a notification to this phone when a buyer sends a request or cancels one. No ads.',
    },
  },
  turnOn: 'Turn on notifications',
  turningOn: 'Turning on…',
  notNow: 'Not now',
  close: 'Close',
  on: 'Notifications are on for this phone',
  later: 'You can turn notifications on at any time in Settings.',
  notAnswered: 'Notifications were not turned on: the browser did not get an answer.',
  blocked:
    "Notifications from Krishi Haat are blocked in this browser. To get them, allow notifications in the browser's site settings, then turn them on in Settings.",
  unsupported: 'This browser cannot show notifications from Krishi Haat. The bell in the app still lists every update.',
  failed: 'Notifications could not be turned on. Check your connection and try again.',
};

const hi: Strings<typeof en> = {
  ask: {
    buyer: {
      title: 'किसान के जवाब देने पर मुझे बताएँ',
      body: 'किसान आपकी माँग स्वीकार या अस्वीकार करे, और आपका ऑर्डर भेजा जाए या पहुँच जाए, तब कृषि हाट इस फ़ोन पर सूचना भेजेगा। कोई विज्ञापन नहीं।',
    },
    farmer: {
      title: 'नई माँगों के बारे में मुझे बताएँ',
      body: 'कोई खरीदार माँग भेजे या उसे रद्द करे, तब कृषि हाट इस फ़ोन पर सूचना भेजेगा। कोई विज्ञापन नहीं।',
    },
  },
  turnOn: 'सूचनाएँ चालू करें',
  turningOn: 'चालू हो रही हैं…',
  notNow: 'अभी नहीं',
  close: 'बंद करें',
  on: 'इस फ़ोन पर सूचनाएँ चालू हैं',
  later: 'आप सेटिंग में कभी भी सूचनाएँ चालू कर सकते हैं।',
  notAnswered: 'सूचनाएँ चालू नहीं हुईं: ब्राउज़र को कोई जवाब नहीं मिला।',
  blocked:
    'इस ब्राउज़र में कृषि हाट की सूचनाएँ बंद (ब्लॉक) हैं। इन्हें पाने के लिए ब्राउज़र की साइट सेटिंग में सूचनाओं की अनुमति दें, फिर सेटिंग में इन्हें चालू करें।',
  unsupported: 'यह ब्राउज़र कृषि हाट की सूचनाएँ नहीं दिखा सकता। ऐप की घंटी में हर ख़बर फिर भी मिलती रहेगी।',
  failed: 'सूचनाएँ चालू नहीं हो सकीं। कनेक्शन जाँचें और फिर कोशिश करें।',
};

registerStrings('push', en, hi);
