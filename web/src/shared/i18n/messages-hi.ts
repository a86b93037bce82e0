import { BLOG_MESSAGES } from '@shared/blogs';
import { PROFILE_MESSAGES } from '@shared/profile-messages';
import { MESSAGES } from '@shared/validation';
import { ORDER_MESSAGES_HI } from './messages-hi-orders';
import { SERVICE_MESSAGES_HI } from './messages-hi-services';

// Hindi for the English messages that come from shared validation code and from
// the functions' HttpsErrors (those are English by design: the legacy API and
// logs use them too).
export const HI_MESSAGES: Record<string, string> = {
  [MESSAGES.invalidEmail]: 'अमान्य ईमेल पता',
  [MESSAGES.passwordLength]: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  [MESSAGES.pincodeLength]: 'पिनकोड 6 अंकों का होना चाहिए',
  [MESSAGES.invalidPincode]: 'अमान्य पिनकोड',
  [MESSAGES.invalidPhone]: 'फ़ोन नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो',
  [MESSAGES.fillForm]: 'कृपया फ़ॉर्म ठीक से भरें!!',
  [MESSAGES.fillBoth]: 'कृपया दोनों फ़ील्ड भरें',
  [MESSAGES.fillProduct]: 'कृपया सभी विवरण भरें!',
  [MESSAGES.unknownState]: 'सूची से राज्य चुनें',
  [MESSAGES.unknownDistrict]: 'चुने गए राज्य का ज़िला चुनें',
  [MESSAGES.nameTooLong]: 'नाम अधिकतम 50 अक्षरों का हो सकता है',
  [MESSAGES.chooseRole]: 'किसान या उपयोगकर्ता चुनें',
  [MESSAGES.farmNameTooLong]: 'खेत का नाम अधिकतम 80 अक्षरों का हो सकता है',
  'Please log in first': 'कृपया पहले लॉग इन करें',
  'This account already has a role; it cannot be changed': 'इस खाते की भूमिका पहले से तय है; इसे बदला नहीं जा सकता',
  // Blog likes (functions/src/blogs/like-blog.ts).
  [BLOG_MESSAGES.logInToLike]: 'ब्लॉग पसंद करने के लिए कृपया लॉग इन करें',
  [BLOG_MESSAGES.alreadyLiked]: 'आप यह ब्लॉग पहले ही पसंद कर चुके हैं',
  [BLOG_MESSAGES.notLiked]: 'आपने यह ब्लॉग पसंद नहीं किया है',
  [BLOG_MESSAGES.notFound]: 'ब्लॉग नहीं मिला',
  // Settings (functions/src/profile/update-profile.ts).
  [PROFILE_MESSAGES.unfinishedSignup]: 'कृपया पहले साइनअप पूरा करें',
  [PROFILE_MESSAGES.pictureNotHttps]: 'तस्वीर का पता https:// से शुरू होना चाहिए',
  [PROFILE_MESSAGES.pictureTooLong]: 'तस्वीर का पता अधिकतम 500 अक्षरों का हो सकता है',
  [PROFILE_MESSAGES.tooManyAddresses]: 'अधिकतम 5 पते सहेजे जा सकते हैं',
  // The farming assistant and weather (messages-hi-services.ts).
  ...SERVICE_MESSAGES_HI,
  // Orders (functions/src/orders/*).
  ...ORDER_MESSAGES_HI,
};
