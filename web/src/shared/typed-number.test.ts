import { describe, expect, it } from 'vitest';
import { parseRupeesToPaise, parseWhole } from './typed-number';

const kg = { min: 1, max: 100 };

describe('parseWhole (kg as typed)', () => {
  it('reads whole numbers exactly as typed', () => {
    expect(parseWhole('25', kg)).toEqual({ ok: true, value: 25 });
    expect(parseWhole(' 7 ', kg)).toEqual({ ok: true, value: 7 });
    expect(parseWhole('+3', kg)).toEqual({ ok: true, value: 3 });
    expect(parseWhole('०२५', kg)).toEqual({ ok: true, value: 25 });
  });

  it('never drops characters: "2.5" and "-3.5" are refused, not read as 25 or 35', () => {
    expect(parseWhole('2.5', kg)).toEqual({ ok: false, problem: 'wholeOnly' });
    expect(parseWhole('-3.5', kg)).toEqual({ ok: false, problem: 'negative' });
    expect(parseWhole('-3', kg)).toEqual({ ok: false, problem: 'negative' });
    expect(parseWhole('2a', kg)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseWhole('1,000', { min: 1, max: 10_000 })).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseWhole('1e3', { min: 1, max: 10_000 })).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseWhole('', kg)).toEqual({ ok: false, problem: 'empty' });
  });

  it('checks the range', () => {
    expect(parseWhole('0', kg)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(parseWhole('101', kg)).toEqual({ ok: false, problem: 'tooBig' });
    expect(parseWhole('0', { min: 0, max: 5 })).toEqual({ ok: true, value: 0 });
    expect(parseWhole('-0', { min: 0, max: 5 })).toEqual({ ok: true, value: 0 });
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
