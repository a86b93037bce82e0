import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getWeatherSchema } from './weather-schema';
import { locatePincodeSchema } from './geo-schema';
import { orderActionSchema, placeBuyRequestSchema } from './order-schemas';
import { issueCode, parseForPeople } from './profile';

// A callable refuses bad input with the code of its schema's first message
// (issueCode finds it by the schema's own English, in error-codes.ts). A
// message without a code there would silently become 'form/fill-form' and the
// person would read the generic words: each callable schema's refusals are
// pinned here to their own codes.
const codeOf = (schema: z.ZodType, data: unknown) => {
  const parsed = parseForPeople(schema, data);
  if (parsed.success) throw new Error('expected a refusal');
  return issueCode(parsed.error);
};

describe('issueCode: the code of a schema refusal', () => {
  it('locatePincode', () => {
    expect(codeOf(locatePincodeSchema, { pincode: '5600' })).toBe('geo/invalid-pincode');
  });
  it('placeBuyRequest', () => {
    const ok = { productId: 'p1', quantityG: 5000, requestId: 'req-0001-abcdef' };
    expect(codeOf(placeBuyRequestSchema, { ...ok, quantityG: 2550 })).toBe('orders/quantity-step');
    expect(codeOf(placeBuyRequestSchema, { ...ok, quantityG: 0 })).toBe('orders/quantity-min');
    expect(codeOf(placeBuyRequestSchema, { ...ok, requestId: 'short' })).toBe('orders/bad-request-id');
    expect(codeOf(placeBuyRequestSchema, { ...ok, extra: 1 })).toBe('orders/unexpected-field');
  });
  it('updateOrder', () => {
    expect(codeOf(orderActionSchema, { orderId: 'o1', action: 'refund' })).toBe('orders/unknown-action');
    expect(codeOf(orderActionSchema, { orderId: 'o1', action: 'decline', reason: 'x'.repeat(301) })).toBe(
      'orders/reason-too-long',
    );
  });
  it('getWeather', () => {
    expect(codeOf(getWeatherSchema, { pincode: '' })).toBe('form/pincode-length');
    expect(codeOf(getWeatherSchema, { pincode: '41a512' })).toBe('form/invalid-pincode');
  });
  it("zod's own checks get the spec's generic words", () => {
    expect(codeOf(getWeatherSchema, { pincode: '413512', lang: 'fr' })).toBe('form/fill-form');
  });
});
