// The setup every browser spec shares: one Chromium per spec file, emptied
// emulators (Firestore and Auth) before each test, and the signed-in clients
// a test made closed before the next one starts (and after the last).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from './browser';
import type { Client } from './client';
import { clearAuth, clearFirestore } from './env';
import { closeAdmin } from './orders';

export interface BrowserSuite {
  /** The spec's Chromium (launched in beforeAll). */
  readonly browser: Browser;
  /** Keeps `c` to be closed before the next test; returns it. */
  track: <C extends Client>(c: C) => C;
}

/** Registers the hooks; call once at the top of a spec file. */
export function browserSuite(): BrowserSuite {
  let browser: Browser | undefined;
  const clients: Client[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await browser?.close();
    // The admin context (tests/helpers/orders.ts) is opened by some specs; closing an unopened one is a no-op.
    await closeAdmin();
  });
  beforeEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all([clearFirestore(), clearAuth()]);
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is launched in beforeAll');
      return browser;
    },
    track: (c) => (clients.push(c), c),
  };
}
