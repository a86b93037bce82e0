import { registerStrings } from '@/shared/i18n';

// The farmer dashboard's text, registered when its lazy chunk loads.
const en = {
  welcome: 'Welcome {{name}}!',
  profile: 'Your Profile',
  name: 'Name: {{name}}',
  email: 'E-mail: {{email}}',
  farmName: 'Farm: {{farm}}',
  farmAddress: 'Farm address: {{pincode}}, {{district}}, {{state}}',
  recentOrders: 'Recent Orders',
  myProducts: 'My Products',
  myPosts: 'My Posts',
  events: 'Upcoming Events',
  noEvents: 'No events scheduled',
  pending: 'Pending orders',
  sales: 'Accepted sales',
  payments: 'Payments received: {{received}} of {{accepted}} accepted',
  likes_one: '{{count}} like',
  likes_other: '{{count}} likes',
  none: 'Nothing yet',
  loadFailed: 'This could not be loaded',
};

const hi = {
  welcome: 'स्वागत है {{name}}!',
  profile: 'आपकी प्रोफ़ाइल',
  name: 'नाम: {{name}}',
  email: 'ई-मेल: {{email}}',
  farmName: 'खेत: {{farm}}',
  farmAddress: 'खेत का पता: {{pincode}}, {{district}}, {{state}}',
  recentOrders: 'हाल के ऑर्डर',
  myProducts: 'मेरे उत्पाद',
  myPosts: 'मेरी पोस्ट',
  events: 'आगामी कार्यक्रम',
  noEvents: 'कोई कार्यक्रम निर्धारित नहीं',
  pending: 'लंबित ऑर्डर',
  sales: 'स्वीकृत बिक्री',
  payments: 'मिला भुगतान: {{accepted}} स्वीकृत में से {{received}}',
  likes_one: '{{count}} पसंद',
  likes_other: '{{count}} पसंद',
  none: 'अभी कुछ नहीं',
  loadFailed: 'यह लोड नहीं हो सका',
};

registerStrings('dashboard', en, hi);
