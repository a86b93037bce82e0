import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_LIMITS } from './blogs';
import { NOTIFY_EVENTS, NOTIFY_LANGUAGES } from './notifications';
import { DOC_ID_PATTERN, ORDER_ACTIONS, ORDER_LIMITS, REQUEST_ID_PATTERN } from './orders';
import { PAYMENT_ACTIONS, REFERENCE_PATTERN } from './payment';
import { CATEGORIES, PLACE_LIMITS, PRODUCT_LIMITS } from './product';
import { ROLES } from './roles';

// firestore.rules cannot import the shared domain, so it repeats its literals.
// This test reads the rules as text and proves each literal equals the shared
// value: changing either side alone makes it fail.

const RULES = readFileSync(resolve(__dirname, '../../../firestore.rules'), 'utf8');

/** The text of `function name(...) { ... }` in the rules, braces matched. */
function ruleFunction(name: string): string {
  const start = RULES.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  let depth = 0;
  for (let i = RULES.indexOf('{', start); i < RULES.length; i++) {
    if (RULES[i] === '{') depth++;
    if (RULES[i] === '}' && --depth === 0) return RULES.slice(start, i + 1);
  }
  throw new Error(`function ${name} is not closed`);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The two bounds of `call(field, min, max)` in `body`, e.g. isText(d.title, 1, 100). */
function bounds(body: string, call: string, field: string): [number, number] {
  const m = new RegExp(`${call}\\(${escape(field)},\\s*(\\d+),\\s*(\\d+)\\)`).exec(body);
  if (!m) throw new Error(`no ${call}(${field}, min, max) in ${body.slice(0, 40)}...`);
  return [Number(m[1]), Number(m[2])];
}

/** The string list of `field in [...]` in `body`. */
function listAfter(body: string, field: string): string[] {
  const m = new RegExp(`${escape(field)} in \\[([^\\]]*)\\]`).exec(body);
  if (!m) throw new Error(`no "${field} in [...]"`);
  return [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]);
}

/** The pattern string of `v.matches('...')` in `body`, with the rules' escaping undone. */
function matchesPattern(body: string): string {
  const m = /\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(body);
  if (!m) throw new Error('no matches(...)');
  return m[1].replace(/\\\\/g, '\\');
}

describe('firestore.rules mirror the shared product domain', () => {
  const body = ruleFunction('isValidProductBody');

  it('allows exactly the shared categories, in order', () => {
    expect(listAfter(body, 'd.category')).toEqual([...CATEGORIES]);
  });

  it('bounds title, description, price and stock as the shared limits', () => {
    expect(bounds(body, 'isText', 'd.title')).toEqual([1, PRODUCT_LIMITS.titleMax]);
    expect(bounds(body, 'isText', 'd.description')).toEqual([1, PRODUCT_LIMITS.descriptionMax]);
    expect(bounds(body, 'isIntIn', 'd.pricePaise')).toEqual([
      PRODUCT_LIMITS.priceMinPaise,
      PRODUCT_LIMITS.priceMaxPaise,
    ]);
    expect(bounds(body, 'isIntIn', 'd.quantityG')).toEqual([0, PRODUCT_LIMITS.quantityMaxG]);
    expect(body).toContain(`d.quantityG % ${PRODUCT_LIMITS.quantityStepG} == 0`);
  });

  it('bounds the image URL as the shared limit', () => {
    const m = /v\.size\(\) <= (\d+)/.exec(ruleFunction('isHttpUrlOrEmpty'));
    expect(Number(m?.[1])).toBe(PRODUCT_LIMITS.imageUrlMax);
  });

  it('bounds a place as the shared limits', () => {
    const place = ruleFunction('isPlace');
    expect(bounds(place, 'isIntIn', 'p.pincode')).toEqual([PLACE_LIMITS.pincodeMin, PLACE_LIMITS.pincodeMax]);
    expect(bounds(place, 'isText', 'p.state')).toEqual([1, PLACE_LIMITS.nameMax]);
    expect(bounds(place, 'isText', 'p.district')).toEqual([1, PLACE_LIMITS.nameMax]);
  });
});

describe('firestore.rules mirror the other shared domain facts', () => {
  it('bounds blog text as BLOG_LIMITS', () => {
    const blog = ruleFunction('isValidBlogText');
    expect(bounds(blog, 'isText', 'd.title')).toEqual([1, BLOG_LIMITS.titleMax]);
    expect(bounds(blog, 'isText', 'd.description')).toEqual([1, BLOG_LIMITS.descriptionMax]);
  });

  it('shapes order commands as the order limits and actions', () => {
    const buy = ruleFunction('isBuyCommand');
    expect(bounds(buy, 'isIntIn', 'd.quantityG')).toEqual([ORDER_LIMITS.quantityMinG, ORDER_LIMITS.quantityMaxG]);
    expect(buy).toContain(`d.quantityG % ${ORDER_LIMITS.quantityStepG} == 0`);
    const step = ruleFunction('isStepCommand');
    expect(listAfter(step, 'd.action')).toEqual([...ORDER_ACTIONS]);
    expect(bounds(step, 'isText', 'd.reason')).toEqual([0, ORDER_LIMITS.reasonMax]);
    expect(listAfter(ruleFunction('isPayCommand'), 'd.action')).toEqual([...PAYMENT_ACTIONS]);
    expect(matchesPattern(ruleFunction('isPaymentReference'))).toBe(REFERENCE_PATTERN);
  });

  it('checks client-chosen ids with the shared patterns', () => {
    expect(matchesPattern(ruleFunction('isRequestId'))).toBe(REQUEST_ID_PATTERN);
    expect(matchesPattern(ruleFunction('isId'))).toBe(DOC_ID_PATTERN);
  });

  it('shapes notification choices as the shared events and languages', () => {
    const events = ruleFunction('isNotifyEvents');
    const keyLists = [...events.matchAll(/keys\(\)\.has(?:Only|All)\(\[([^\]]*)\]\)/g)].map((m) =>
      [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]),
    );
    expect(keyLists).toEqual([[...NOTIFY_EVENTS], [...NOTIFY_EVENTS]]);
    for (const e of NOTIFY_EVENTS) expect(events).toContain(`e.${e} is bool`);
    expect(listAfter(ruleFunction('isNotifyPrefs'), 'd.language')).toEqual([...NOTIFY_LANGUAGES]);
  });

  it('knows only the shared roles', () => {
    const roles = [...RULES.matchAll(/role\(\) == '([^']*)'/g)].map((m) => m[1]);
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set(ROLES));
  });
});
