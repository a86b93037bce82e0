import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hindiError } from './i18n/errors-hi';

// The i18n module touches the DOM; a stand-in with the chosen language and the
// loaded Hindi table is enough for the lookup.
const lang = vi.hoisted(() => ({ current: 'en', hindiLoaded: true }));
vi.mock('./i18n', () => ({
  default: {
    get language() {
      return lang.current;
    },
    t: (key: string) => (lang.current === 'hi' ? `hi:${key}` : `en:${key}`),
  },
  hindiErrorText: (code: Parameters<typeof hindiError>[0], params?: Record<string, string | number>) =>
    lang.hindiLoaded ? hindiError(code, params) : undefined,
}));

const { detailsText, errorText } = await import('./error-text');

describe('errorText: code (+ params) to words in the chosen language', () => {
  beforeEach(() => {
    lang.current = 'en';
    lang.hindiLoaded = true;
  });

  it('words a refusal by its code and parameters in English and in Hindi', () => {
    const details = { code: 'orders/not-enough-stock', kg: 12 };
    expect(detailsText(details)).toBe('Not enough stock left: only 12 kg available');
    lang.current = 'hi';
    expect(detailsText(details)).toBe('पर्याप्त स्टॉक नहीं बचा: केवल 12 किलो उपलब्ध');
    expect(errorText('account/log-in-first')).toBe('कृपया पहले लॉग इन करें');
  });

  it('falls back to the generic message in the chosen language for an unknown code', () => {
    expect(errorText('orders/something-new')).toBe('en:errors.generic');
    expect(detailsText(undefined)).toBe('en:errors.generic');
    lang.current = 'hi';
    // Never the server's English text: a message is not a code.
    expect(errorText('Not enough stock left')).toBe('hi:errors.generic');
    lang.hindiLoaded = false;
    expect(errorText('blogs/not-found')).toBe('hi:errors.generic');
  });
});
