import { describe, expect, it } from 'vitest';
import { parseKgToGrams, parseRupeesToPaise } from './typed-number';

// 0.1 kg to 100 kg, in grams.
const grams = { min: 100, max: 100_000 };
const tenths = (raw: string, range = grams) => parseKgToGrams(raw, range, 100);
const whole = (raw: string, range = grams) => parseKgToGrams(raw, range, 1000);

describe('parseKgToGrams (kg as typed)', () => {
  it('reads kg exactly as typed, in grams', () => {
    expect(tenths('25')).toEqual({ ok: true, value: 25_000 });
    expect(tenths('2.5')).toEqual({ ok: true, value: 2500 });
    expect(tenths('0.1')).toEqual({ ok: true, value: 100 });
    expect(tenths('.5')).toEqual({ ok: true, value: 500 });
    expect(tenths('2.50')).toEqual({ ok: true, value: 2500 });
    expect(tenths(' 7 ')).toEqual({ ok: true, value: 7000 });
    expect(tenths('+3')).toEqual({ ok: true, value: 3000 });
    expect(tenths('०२.५')).toEqual({ ok: true, value: 2500 });
    // No float maths: 0.1 + 0.2 is not 0.30000000000000004 here.
    expect(tenths('0.3')).toEqual({ ok: true, value: 300 });
  });

  it('refuses what is finer than the step, never rounding it', () => {
    expect(tenths('2.55')).toEqual({ ok: false, problem: 'tenthsOnly' });
    expect(tenths('2.5001')).toEqual({ ok: false, problem: 'tenthsOnly' });
    expect(whole('2.5')).toEqual({ ok: false, problem: 'wholeOnly' });
    expect(whole('2.0')).toEqual({ ok: true, value: 2000 });
  });

  it('never drops characters: "-3.5" and "2a" are refused, not read as 35 or 2', () => {
    expect(tenths('-3.5')).toEqual({ ok: false, problem: 'negative' });
    expect(tenths('-3')).toEqual({ ok: false, problem: 'negative' });
    expect(tenths('2a')).toEqual({ ok: false, problem: 'notNumber' });
    expect(tenths('1,000', { min: 100, max: 10_000_000 })).toEqual({ ok: false, problem: 'notNumber' });
    expect(tenths('1e3', { min: 100, max: 10_000_000 })).toEqual({ ok: false, problem: 'notNumber' });
    expect(tenths('')).toEqual({ ok: false, problem: 'empty' });
  });

  it('checks the range', () => {
    expect(tenths('0')).toEqual({ ok: false, problem: 'tooSmall' });
    expect(tenths('100.1')).toEqual({ ok: false, problem: 'tooBig' });
    expect(tenths('100')).toEqual({ ok: true, value: 100_000 });
    expect(tenths('0', { min: 0, max: 5000 })).toEqual({ ok: true, value: 0 });
    expect(tenths('-0', { min: 0, max: 5000 })).toEqual({ ok: true, value: 0 });
  });
});

describe('parseRupeesToPaise (price as typed)', () => {
  const paise = { min: 1, max: 100_000_000 };
  it('reads rupees with up to two decimals, in integer paise', () => {
    expect(parseRupeesToPaise('40', paise)).toEqual({ ok: true, value: 4000 });
    expect(parseRupeesToPaise('40.5', paise)).toEqual({ ok: true, value: 4050 });
    expect(parseRupeesToPaise('40.50', paise)).toEqual({ ok: true, value: 4050 });
    expect(parseRupeesToPaise('0.07', paise)).toEqual({ ok: true, value: 7 });
    expect(parseRupeesToPaise('1.10', paise)).toEqual({ ok: true, value: 110 });
    expect(parseRupeesToPaise('.5', paise)).toEqual({ ok: true, value: 50 });
  });

  it('refuses what it would otherwise have to change', () => {
    expect(parseRupeesToPaise('40.505', paise)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseRupeesToPaise('-40', paise)).toEqual({ ok: false, problem: 'negative' });
    expect(parseRupeesToPaise('Rs 40', paise)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseRupeesToPaise('4O', paise)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseRupeesToPaise('0', paise)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(parseRupeesToPaise('1000001', paise)).toEqual({ ok: false, problem: 'tooBig' });
  });
});
