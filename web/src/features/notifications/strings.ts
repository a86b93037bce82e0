import { registerStrings, type Strings } from '@/shared/i18n';

// The notification centre's words, registered when its lazy chunks load.
const en = {
  bell: 'Notifications: {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  allRead: 'All notifications marked read',
  unread: 'Unread',
  empty: 'No notifications yet. News of your orders will appear here.',
  loadFailed: 'Your notifications could not be loaded',
  more: 'Show older notifications',
  markFailed: 'Could not mark it read. Check your connection and try again.',
  byKrishiHaat: 'By Krishi Haat',
  settingsLink: 'Choose what reaches this phone',
  settings: {
    title: 'Notifications',
    intro:
      'Every order update is kept here under the bell. Choose which ones also reach this phone as a notification when Krishi Haat is closed.',
    push: 'Notify this phone',
    events: 'Notify me about',
    saved: 'Notification settings saved',
    failed: 'Notification settings were not saved. Check your connection and try again.',
    offline: 'Saved on this phone; it will be sent when you are back online.',
  },
  event: {
    request: 'New buy requests',
    accepted: 'Accepted requests',
    declined: 'Declined requests',
    dispatched: 'Dispatched orders',
    delivered: 'Delivered orders',
    cancelled: 'Cancelled requests',
  },
};

const hi: Strings<typeof en> = {
  bell: 'सूचनाएँ: {{count}} बिना पढ़ी',
  title: 'सूचनाएँ',
  markAllRead: 'सब पढ़ा हुआ करें',
  allRead: 'सभी सूचनाएँ पढ़ी हुई मानी गईं',
  unread: 'बिना पढ़ी',
  empty: 'अभी कोई सूचना नहीं। आपके ऑर्डर की ख़बरें यहाँ दिखेंगी।',
  loadFailed: 'आपकी सूचनाएँ लोड नहीं हो सकीं',
  more: 'पुरानी सूचनाएँ दिखाएँ',
  markFailed: 'पढ़ा हुआ नहीं हो सका। कनेक्शन जाँचें और फिर कोशिश करें।',
  byKrishiHaat: 'कृषि हाट द्वारा',
  settingsLink: 'चुनें कि इस फ़ोन पर क्या आए',
  settings: {
    title: 'सूचनाएँ',
    intro: 'ऑर्डर की हर ख़बर यहाँ घंटी में रहती है। चुनें कि कृषि हाट बंद होने पर कौन-सी ख़बर इस फ़ोन पर सूचना बनकर आए।',
    push: 'इस फ़ोन पर सूचना भेजें',
    events: 'इनकी सूचना दें',
    saved: 'सूचना की सेटिंग सहेजी गई',
    failed: 'सूचना की सेटिंग सहेजी नहीं गई। कनेक्शन जाँचें और फिर कोशिश करें।',
    offline: 'इस फ़ोन पर सहेजी गई; इंटरनेट आने पर भेजी जाएगी।',
  },
  event: {
    request: 'नई खरीद माँगें',
    accepted: 'स्वीकार हुई माँगें',
    declined: 'अस्वीकार हुई माँगें',
    dispatched: 'भेजे गए ऑर्डर',
    delivered: 'पहुँचे ऑर्डर',
    cancelled: 'रद्द हुई माँगें',
  },
};

registerStrings('notifications', en, hi);
