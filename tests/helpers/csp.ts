import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records every Content-Security-Policy refusal a page meets: Chromium's
 * console errors ("Refused to load ...", "Refused to connect ...") and the
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
  page.on('console', (msg) => {
    const text = msg.text();
    if (/^Refused to |^CSP violation: |Content Security Policy/.test(text)) seen.push(text);
  });
  return seen;
}
