import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('dials a 10-digit mobile number with +91', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(telHref('98765 43210')).toBe('tel:+919876543210');
  });

  it('keeps a number that already has its country code', () => {
    expect(telHref('+91-98765-43210')).toBe('tel:+919876543210');
  });

  it('keeps other numbers as digits (landlines with their STD code)', () => {
    expect(telHref('02382 245678')).toBe('tel:02382245678');
  });

  it('gives no link when there is nothing to dial', () => {
    expect(telHref('')).toBeNull();
    expect(telHref('n/a')).toBeNull();
  });
});
