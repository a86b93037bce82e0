// Whether firebase-functions can decode a callable's `data` (the JSON the
// client sent). Its decode() (lib/common/providers/https.js in firebase-
// functions 7) turns a 64-bit integer wrapper `{ "@type": ".../Int64Value",
// value }` into a number and throws a plain Error for any other truthy `@type`
// or an unparseable value; the callable handler turns that into 500
// "INTERNAL". This check mirrors decode() so lib/callable.ts can refuse those
// payloads with a 400 instead. Pure, so a unit test pins it down.

/** The only `@type`s decode() understands (the callable protocol's 64-bit integers). */
export const LONG_TYPES: ReadonlySet<string> = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/**
 * Deeper than this is refused too: decode() recurses once per level, so a
 * payload nested thousands deep overflows its stack (another 500), and no
 * callable's input goes past four or five levels.
 */
export const MAX_DEPTH = 64;

/**
 * The path (`data.quantityG`, `data.items.0`) of the first value decode()
 * would throw on, or null when the whole payload decodes. Walks with its own
 * stack, so no payload can overflow this check itself.
 */
export function undecodableAt(data: unknown): string | null {
  const stack: Array<[value: unknown, path: string, depth: number]> = [[data, 'data', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_DEPTH) return path;
    const record = value as Record<string, unknown>;
    // Truthy, as decode() tests it: `"@type": ""` is an ordinary key there.
    if (record['@type']) {
      if (isLegalLong(record)) continue; // decoded to a number; decode() looks no further inside
      return path;
    }
    for (const [key, child] of Object.entries(record)) stack.push([child, `${path}.${key}`, depth + 1]);
  }
  return null;
}

/**
 * A 64-bit wrapper decode() turns into a number: parseFloat of its value is
 * not NaN. Only a string or number value counts: decode() would also take
 * `[5]`, but an object value can make parseFloat itself throw (a JSON
 * `{"toString": 1}` is not callable), and no SDK sends anything but a string.
 */
function isLegalLong(record: Record<string, unknown>): boolean {
  const type = record['@type'];
  const { value } = record;
  if (typeof type !== 'string' || !LONG_TYPES.has(type)) return false;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return !Number.isNaN(parseFloat(String(value)));
}
