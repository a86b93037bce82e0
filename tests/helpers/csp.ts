import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records every Content-Security-Policy refusal a page meets: Chromium's
 * log entries ("Refused to load ...", "Refused to connect ...") and the
 * securitypolicyviolation events the page itself sees. Call before the first
 * navigation; read the returned array at the end.
 */
export async function watchCsp(context: BrowserContext, page: Page): Promise<string[]> {
  const seen: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  const record = (text: string) => {
    if (/^Refused to |^CSP violation: |Content Security Policy/.test(text)) seen.push(text);
  };
  page.on('console', (msg) => record(msg.text()));
  // Chromium's own refusals are log entries, not console calls: read them from the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  cdp.on('Log.entryAdded', (e) => record(e.entry.text));
  await cdp.send('Log.enable');
  return seen;
}
