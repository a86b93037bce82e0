// Numbers as people type them. The text in a field is never changed; it is
// either read as exactly the number it says, or refused with the reason, which
// the field shows (MUI error + helperText) while the action stays blocked.
// A keyboard that filters keys would turn "2.5" into "25" and "-3.5" into "35".

/** Why typed text is not an acceptable number; each is an i18n key under `typed.`. */
export type NumberProblem =
  'empty' | 'notNumber' | 'negative' | 'wholeOnly' | 'tenthsOnly' | 'decimals' | 'tooSmall' | 'tooBig';

export type Parsed = { ok: true; value: number } | { ok: false; problem: NumberProblem };

interface Range {
  min: number;
  max: number;
}

// Hindi keyboards may type Devanagari digits; they mean the same number.
const DEVANAGARI = /[०-९]/g;
const toAscii = (s: string) => s.replace(DEVANAGARI, (d) => String(d.charCodeAt(0) - 0x0966));

/** The shape of a plain decimal number, optionally signed: "12", "-3.5", ".5", "4.". */
const NUMBER_RE = /^[-+]?(\d+\.?\d*|\.\d+)$/;

function classify(raw: string): { ok: false; problem: NumberProblem } | { ok: true; text: string } {
  const text = toAscii(raw.trim());
  if (text === '') return { ok: false, problem: 'empty' };
  if (!NUMBER_RE.test(text)) return { ok: false, problem: 'notNumber' };
  if (text.startsWith('-') && Number(text) !== 0) return { ok: false, problem: 'negative' };
  // What is left is zero or positive; "-0" is 0.
  return { ok: true, text: text.replace(/^[-+]/, '') };
}

/**
 * Kg as typed ("2", "2.5", "0.1") in grams, a multiple of `stepG` (100: steps
 * of 0.1 kg, refused as 'tenthsOnly'; 1000: whole kg, refused as 'wholeOnly'),
 * in the `grams` range. Read digit by digit, so "2.5" is exactly 2500.
 */
export function parseKgToGrams(raw: string, grams: Range, stepG: number): Parsed {
  const c = classify(raw);
  if (!c.ok) return c;
  const [whole = '', fraction = ''] = c.text.split('.');
  const stepProblem: NumberProblem = stepG >= 1000 ? 'wholeOnly' : 'tenthsOnly';
  if (fraction.length > 3) return { ok: false, problem: stepProblem };
  const value = Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0') || '0');
  if (value % stepG !== 0) return { ok: false, problem: stepProblem };
  return inRange(value, grams);
}

/**
 * Rupees as typed ("40", "40.5", "40.50") in paise, in `paise` range; more than
 * two decimals is refused rather than rounded.
 */
export function parseRupeesToPaise(raw: string, paise: Range): Parsed {
  const c = classify(raw);
  if (!c.ok) return c;
  const [whole = '', fraction = ''] = c.text.split('.');
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  // Integer arithmetic on the digits, so no float rounding can change the amount.
  const value = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  return inRange(value, paise);
}

function inRange(value: number, { min, max }: Range): Parsed {
  if (value < min) return { ok: false, problem: 'tooSmall' };
  if (value > max) return { ok: false, problem: 'tooBig' };
  return { ok: true, value };
}

/** The i18n key of a problem; out-of-range gets the field's own range text (`rangeKey`). */
export function problemKey(problem: NumberProblem, rangeKey: string): string {
  return problem === 'tooSmall' || problem === 'tooBig' ? rangeKey : `typed.${problem}`;
}
