import type { NotifyEvent, NotifyLanguage, OrderEvent, OrderFacts } from './notifications';

// The words of a notification, in the language the person chose. They are
// written once, when the event happens, and kept with the notification (the
// list and the push show the same words). Names and produce only: no e-mail,
// phone or address ever goes into a notification.

export interface NotificationText {
  title: string;
  body: string;
}

/** Grams as kg in the sentence: 2500 is "2.5", 100000000 is "1,00,000". */
const kg = (grams: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(grams / 1000);

type Words = Record<NotifyEvent | 'declinedAuto', (f: OrderFacts, q: string) => NotificationText>;

const EN: Words = {
  request: (f, q) => ({ title: 'New buy request', body: `${f.buyerName} wants ${q} kg of ${f.title}.` }),
  accepted: (f, q) => ({
    title: 'Request accepted',
    body: `${f.farmerName} accepted your request for ${q} kg of ${f.title}.`,
  }),
  declined: (f, q) => ({
    title: 'Request declined',
    body: `${f.farmerName} declined your request for ${q} kg of ${f.title}.${f.declineReason ? ` Reason: ${f.declineReason}` : ''}`,
  }),
  declinedAuto: (f, q) => ({
    title: 'Declined automatically',
    body:
      f.declineCode === 'orders/declined-product-removed'
        ? `Your request for ${q} kg of ${f.title} was declined automatically: the product was removed.`
        : `Your request for ${q} kg of ${f.title} was declined automatically: not enough stock left.`,
  }),
  dispatched: (f, q) => ({ title: 'Order dispatched', body: `${f.farmerName} dispatched ${q} kg of ${f.title}.` }),
  delivered: (f, q) => ({ title: 'Order delivered', body: `${q} kg of ${f.title} from ${f.farmerName} is delivered.` }),
  cancelled: (f, q) => ({
    title: 'Request cancelled',
    body: `${f.buyerName} cancelled the request for ${q} kg of ${f.title}.`,
  }),
};

const HI: Words = {
  request: (f, q) => ({ title: 'नई खरीद माँग', body: `${f.buyerName} को ${q} किलो ${f.title} चाहिए।` }),
  accepted: (f, q) => ({
    title: 'माँग स्वीकार',
    body: `${f.farmerName} ने ${q} किलो ${f.title} की आपकी माँग स्वीकार की।`,
  }),
  declined: (f, q) => ({
    title: 'माँग अस्वीकार',
    body: `${f.farmerName} ने ${q} किलो ${f.title} की आपकी माँग अस्वीकार की।${f.declineReason ? ` कारण: ${f.declineReason}` : ''}`,
  }),
  declinedAuto: (f, q) => ({
    title: 'अपने-आप अस्वीकार',
    body:
      f.declineCode === 'orders/declined-product-removed'
        ? `${q} किलो ${f.title} की आपकी माँग अपने-आप अस्वीकार हुई: उत्पाद हटा दिया गया।`
        : `${q} किलो ${f.title} की आपकी माँग अपने-आप अस्वीकार हुई: स्टॉक कम बचा है।`,
  }),
  dispatched: (f, q) => ({ title: 'ऑर्डर भेजा गया', body: `${f.farmerName} ने ${q} किलो ${f.title} भेज दिया।` }),
  delivered: (f, q) => ({ title: 'ऑर्डर पहुँचा', body: `${f.farmerName} का ${q} किलो ${f.title} पहुँच गया।` }),
  cancelled: (f, q) => ({ title: 'माँग रद्द', body: `${f.buyerName} ने ${q} किलो ${f.title} की माँग रद्द की।` }),
};

/** The title and sentence of one order event, in `lang`. */
export function notificationText(e: OrderEvent, facts: OrderFacts, lang: NotifyLanguage): NotificationText {
  const words = lang === 'hi' ? HI : EN;
  return words[e.auto ? 'declinedAuto' : e.event](facts, kg(facts.quantityG));
}

/**
 * One push standing for `count` events of a burst: "10 new buy requests" when
 * they were all requests, else "3 order updates".
 */
export function coalescedText(count: number, allRequests: boolean, lang: NotifyLanguage): NotificationText {
  const n = new Intl.NumberFormat('en-IN').format(count);
  if (lang === 'hi') {
    return allRequests
      ? { title: `${n} नई खरीद माँगें`, body: 'जवाब देने के लिए कृषि हाट खोलें।' }
      : { title: `ऑर्डर पर ${n} नई ख़बरें`, body: 'देखने के लिए कृषि हाट खोलें।' };
  }
  return allRequests
    ? { title: `${n} new buy requests`, body: 'Open Krishi Haat to answer them.' }
    : { title: `${n} order updates`, body: 'Open Krishi Haat to see them.' };
}
