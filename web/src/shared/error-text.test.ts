import { describe, expect, it, vi } from 'vitest';

// The real i18n module (English built in, Hindi fetched when chosen) and its
// real string tables; the one browser thing it touches is <html lang>, stood in
// for here (localStorage is absent in Node, which it treats as blocked storage).
vi.stubGlobal('document', { documentElement: { lang: '' } });
const { default: i18n, setLanguage } = await import('./i18n');
const { detailsText, errorText } = await import('./error-text');

// The tests run in order: English first, then Hindi before and after its chunk arrives.
describe('errorText: code (+ params) to words in the chosen language', () => {
  it('words a refusal by its code and parameters in English', () => {
    expect(i18n.language).toBe('en');
    expect(detailsText({ code: 'orders/not-enough-stock', kg: 12 })).toBe(
      'Not enough stock left: only 12 kg available',
    );
    expect(errorText('account/log-in-first')).toBe('Please log in first');
  });

  it('falls back to the generic English message for an unknown code', () => {
    expect(errorText('orders/something-new')).toBe('Something went wrong. Please try again.');
    expect(detailsText(undefined)).toBe('Something went wrong. Please try again.');
    // Never the server's English text: a message is not a code.
    expect(errorText('Not enough stock left')).toBe('Something went wrong. Please try again.');
  });

  it('gives the generic message, not the English error text, while the Hindi table is not loaded', async () => {
    await i18n.changeLanguage('hi');
    expect(errorText('blogs/not-found')).toBe('Something went wrong. Please try again.');
    await i18n.changeLanguage('en');
  });

  it('words a refusal and the generic message in Hindi once Hindi is chosen', async () => {
    setLanguage('hi');
    await vi.waitFor(() => expect(i18n.language).toBe('hi'));
    expect(detailsText({ code: 'orders/not-enough-stock', kg: 12 })).toBe('पर्याप्त स्टॉक नहीं बचा: केवल 12 किलो उपलब्ध');
    expect(errorText('account/log-in-first')).toBe('कृपया पहले लॉग इन करें');
    expect(errorText('orders/something-new')).toBe('कुछ गलत हो गया। कृपया फिर कोशिश करें।');
    expect(errorText('Not enough stock left')).toBe('कुछ गलत हो गया। कृपया फिर कोशिश करें।');
  });
});
