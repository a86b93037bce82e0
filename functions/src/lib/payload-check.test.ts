import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_DEPTH, undecodableAt } from './payload-check';

// The check must refuse exactly what firebase-functions' own decode() throws
// on, so it is compared with that decode(), loaded by file path (the package
// does not export it): an upgrade that changes decode() fails here first.
const load = createRequire(__filename);
const lib = join(dirname(load.resolve('firebase-functions')), '..');
const { decode } = load(join(lib, 'common/providers/https.js')) as { decode: (data: unknown) => unknown };
const { UNPATCHED_CONSOLE } = load(join(lib, 'logger/common.js')) as { UNPATCHED_CONSOLE: Console };

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const UINT64 = 'type.googleapis.com/google.protobuf.UInt64Value';
const long = (value: unknown, type = INT64) => ({ '@type': type, value });

function decodes(data: unknown): boolean {
  try {
    decode(data);
    return true;
  } catch {
    return false;
  }
}

const LEGAL: unknown[] = [
  null,
  5,
  'text',
  [],
  { productId: 'p1', quantityG: 5, requestId: 'r1' },
  { quantityG: long('5') },
  { quantityG: long('-12', UINT64) },
  { quantityG: long(7) },
  { quantityG: long('5kg') }, // parseFloat reads the leading 5, as decode() does
  { '@type': '', value: 'x' }, // an empty @type is an ordinary key to decode()
  [{ nested: [long('9007199254740993')] }],
  { quantityG: { ...long('5'), extra: { '@type': 'unknown' } } }, // decode() stops at the wrapper
];

const REFUSED: Array<[data: unknown, at: string]> = [
  [{ quantityG: long('NaN') }, 'data.quantityG'],
  [{ quantityG: long('') }, 'data.quantityG'],
  [{ quantityG: long(undefined) }, 'data.quantityG'],
  [{ quantityG: { '@type': INT64 } }, 'data.quantityG'],
  [{ quantityG: long('5', 'type.googleapis.com/google.protobuf.DoubleValue') }, 'data.quantityG'],
  [{ '@type': 'type.googleapis.com/google.protobuf.Any', value: 1 }, 'data'],
  [{ profile: { addresses: [{ pincode: { '@type': 'x' } }] } }, 'data.profile.addresses.0.pincode'],
  [{ flag: { '@type': 1 } }, 'data.flag'],
  [[long('abc')], 'data.0'],
];

describe('undecodableAt: the payloads firebase-functions cannot decode', () => {
  beforeAll(() => {
    vi.spyOn(UNPATCHED_CONSOLE, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('passes what decode() decodes, 64-bit wrappers with a number in them included', () => {
    for (const data of LEGAL) {
      expect(decodes(data), JSON.stringify(data)).toBe(true);
      expect(undecodableAt(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('names the first value decode() throws on: unknown @type, or a wrapper without a number', () => {
    for (const [data, at] of REFUSED) {
      expect(decodes(data), JSON.stringify(data)).toBe(false);
      expect(undecodableAt(data), JSON.stringify(data)).toBe(at);
    }
  });

  it('refuses a wrapper whose value is not a string or number, which can make decode() itself throw', () => {
    const hostile = long({ toString: 1, valueOf: 1 });
    expect(() => decode({ q: hostile })).toThrow(TypeError);
    expect(undecodableAt({ q: hostile })).toBe('data.q');
    // decode() would take [5]; no SDK sends it, and refusing it is the safe side.
    expect(undecodableAt({ q: long([5]) })).toBe('data.q');
  });

  it('refuses data nested beyond MAX_DEPTH without overflowing its own stack', () => {
    const nest = (depth: number): unknown => {
      let value: unknown = 1;
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    expect(undecodableAt(nest(MAX_DEPTH))).toBeNull();
    expect(undecodableAt(nest(MAX_DEPTH + 2))).toMatch(/^data(\.0)+$/);
    // Deep enough to overflow a recursive walk (decode() among them).
    expect(decodes(nest(100_000))).toBe(false);
    expect(undecodableAt(nest(100_000))).not.toBeNull();
  });
});
