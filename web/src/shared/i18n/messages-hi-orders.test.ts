import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, nextStatus, notEnoughStock } from '@shared/index';
import { ORDER_MESSAGES_HI, orderMessageHi } from './messages-hi-orders';

const HINDI = /[\u0900-\u097F]/;

describe('Hindi for order messages', () => {
  it('has Hindi for every fixed order message', () => {
    for (const english of Object.values(ORDER_MESSAGES)) {
      expect(ORDER_MESSAGES_HI[english], english).toMatch(HINDI);
    }
  });

  it('translates the stock message with its number', () => {
    expect(orderMessageHi(notEnoughStock(7))).toBe('पर्याप्त स्टॉक नहीं बचा: केवल 7 किलो उपलब्ध');
  });

  it('translates every refusal nextStatus can give', () => {
    const statuses = ['Pending', 'Accepted!', 'Declined', 'Cancelled', 'Dispatched', 'Delivered'] as const;
    const actions = ['accept', 'decline', 'cancel', 'dispatch', 'deliver'] as const;
    let refusals = 0;
    for (const s of statuses) {
      for (const a of actions) {
        for (const role of ['farmer', 'user'] as const) {
          const r = nextStatus(s, a, role);
          if (r.ok) continue;
          refusals++;
          const hi = ORDER_MESSAGES_HI[r.message] ?? orderMessageHi(r.message);
          expect(hi, r.message).toMatch(HINDI);
          expect(hi, r.message).not.toMatch(/[A-Za-z]{3,}/);
        }
      }
    }
    expect(refusals).toBeGreaterThan(30);
  });

  it('leaves unknown messages alone', () => {
    expect(orderMessageHi('Something else')).toBeUndefined();
  });
});
