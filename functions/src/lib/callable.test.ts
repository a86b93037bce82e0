import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { callable } from './callable';

// callable() must look to the emulator and to `firebase deploy` exactly like
// the onCall function it wraps (tests/functions/bad-payloads.spec.ts checks
// what it answers over HTTP).
const OPTS = { cors: true, enforceAppCheck: false, memory: '512MiB', region: 'asia-south1' } as const;

describe('callable()', () => {
  const handler = (req: CallableRequest) => ({ echoed: req.data as unknown });
  const wrapped = callable(OPTS, handler);
  const plain = onCall(OPTS, handler);

  it('keeps every property onCall put on its function, so it is found as a callable', () => {
    const own = (f: object) => Object.getOwnPropertyNames(f).filter((k) => !['length', 'name'].includes(k));
    expect(own(wrapped).sort()).toEqual(own(plain).sort());
    expect(wrapped.__endpoint).toEqual(plain.__endpoint);
    expect(wrapped.__endpoint.callableTrigger).toEqual({});
    expect(wrapped.__trigger).toEqual(plain.__trigger);
    // __trigger stays a getter (it reads the global options when asked).
    expect(typeof Object.getOwnPropertyDescriptor(wrapped, '__trigger')?.get).toBe('function');
  });

  it('still runs the handler through run(), as onCall does', async () => {
    const request = { data: { quantityG: 5 }, rawRequest: {} } as unknown as CallableRequest;
    await expect(wrapped.run(request)).resolves.toEqual({ echoed: { quantityG: 5 } });
  });
});
