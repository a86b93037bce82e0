import { describe, expect, it } from 'vitest';
import { coalescedText, notificationText } from './notification-texts';
import { orderEvent, orderPath, prefsOf, type OrderFacts } from './notifications';

const pending: OrderFacts = {
  farmerId: 'farmer1',
  buyerId: 'buyer1',
  status: 'Pending',
  title: 'Onion',
  quantityG: 1_500_000,
  buyerName: 'Asha',
  farmerName: 'Ramesh',
  declineReason: null,
  declineCode: null,
  actor: 'buyer1',
};
const moved = (over: Partial<OrderFacts>): OrderFacts => ({ ...pending, ...over });

describe('orderEvent', () => {
  it('tells the farmer of a new request, made by the buyer', () => {
    expect(orderEvent(null, pending)).toEqual({ event: 'request', to: 'farmer1', actor: 'buyer1', auto: false });
  });
  it('tells the buyer of each farmer move, and the farmer of a cancel', () => {
    const accepted = moved({ status: 'Accepted!', actor: 'farmer1' });
    expect(orderEvent(pending, accepted)).toEqual({ event: 'accepted', to: 'buyer1', actor: 'farmer1', auto: false });
    expect(orderEvent(accepted, moved({ status: 'Dispatched', actor: 'farmer1' }))?.event).toBe('dispatched');
    expect(orderEvent(pending, moved({ status: 'Cancelled', actor: 'buyer1' }))).toEqual({
      event: 'cancelled',
      to: 'farmer1',
      actor: 'buyer1',
      auto: false,
    });
  });
  it('marks a decline with a stable code as automatic', () => {
    const auto = moved({ status: 'Declined', actor: 'farmer1', declineCode: 'orders/declined-no-stock' });
    expect(orderEvent(pending, auto)).toEqual({ event: 'declined', to: 'buyer1', actor: 'farmer1', auto: true });
  });
  it('says nothing when the status stays, the order is deleted, or an order is born already moved', () => {
    expect(orderEvent(pending, moved({ title: 'Onion (red)' }))).toBeNull();
    expect(orderEvent(pending, null)).toBeNull();
    expect(orderEvent(null, moved({ status: 'Accepted!' }))).toBeNull();
  });
});

describe('notificationText', () => {
  it('writes each event in English with kg in en-IN grouping', () => {
    const e = orderEvent(null, pending)!;
    expect(notificationText(e, pending, 'en')).toEqual({
      title: 'New buy request',
      body: 'Asha wants 1,500 kg of Onion.',
    });
    const declined = moved({ status: 'Declined', quantityG: 3000, declineReason: 'Sold at the mandi' });
    expect(notificationText(orderEvent(pending, declined)!, declined, 'en').body).toBe(
      'Ramesh declined your request for 3 kg of Onion. Reason: Sold at the mandi',
    );
  });
  it('says "declined automatically: not enough stock left", never that the farmer declined', () => {
    const auto = moved({ status: 'Declined', quantityG: 3000, declineCode: 'orders/declined-no-stock' });
    expect(notificationText(orderEvent(pending, auto)!, auto, 'en')).toEqual({
      title: 'Declined automatically',
      body: 'Your request for 3 kg of Onion was declined automatically: not enough stock left.',
    });
    expect(notificationText(orderEvent(pending, auto)!, auto, 'hi')).toEqual({
      title: 'अपने-आप अस्वीकार',
      body: '3 किलो Onion की आपकी माँग अपने-आप अस्वीकार हुई: स्टॉक कम बचा है।',
    });
  });
  it('writes Hindi for a Hindi reader', () => {
    const e = orderEvent(null, pending)!;
    expect(notificationText(e, pending, 'hi')).toEqual({
      title: 'नई खरीद माँग',
      body: 'Asha को 1,500 किलो Onion चाहिए।',
    });
  });
  it('counts a burst in one push', () => {
    expect(coalescedText(10, true, 'en').title).toBe('10 new buy requests');
    expect(coalescedText(10, true, 'hi').title).toBe('10 नई खरीद माँगें');
    expect(coalescedText(3, false, 'en').title).toBe('3 order updates');
  });
});

describe('orderPath and prefsOf', () => {
  it('opens the farmer inbox or the buyer list on that order', () => {
    expect(orderPath('request', 'abc')).toBe('/OrderMessage?order=abc');
    expect(orderPath('cancelled', 'abc')).toBe('/OrderMessage?order=abc');
    expect(orderPath('accepted', 'abc')).toBe('/MyOrdersUser?order=abc');
  });
  it('reads missing or malformed choices as push on for every event, in English', () => {
    expect(prefsOf(undefined)).toEqual({
      language: 'en',
      push: true,
      events: { request: true, accepted: true, declined: true, dispatched: true, delivered: true, cancelled: true },
    });
    expect(prefsOf({ language: 'hi', push: false, events: { delivered: false, request: 'no' } })).toEqual({
      language: 'hi',
      push: false,
      events: { request: true, accepted: true, declined: true, dispatched: true, delivered: false, cancelled: true },
    });
  });
});
