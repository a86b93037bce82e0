import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('starts the load once and shares its promise', async () => {
    let calls = 0;
    const load = loadOnce(async () => ++calls);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('tries again after a failure, and keeps the success that follows', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls++;
      if (calls === 1) throw new Error('chunk failed to download');
      return 'module';
    });
    await expect(load()).rejects.toThrow('chunk failed to download');
    expect(await load()).toBe('module');
    expect(await load()).toBe('module');
    expect(calls).toBe(2);
  });
});
