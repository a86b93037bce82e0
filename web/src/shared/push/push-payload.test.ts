import { describe, expect, it } from 'vitest';
import { appPath, readPushPayload } from './push-payload';

const ORIGIN = 'https://krishihaat.example';

describe('appPath', () => {
  it("keeps this app's paths, with their query and hash", () => {
    expect(appPath('/OrderMessage?order=abc123', ORIGIN)).toBe('/OrderMessage?order=abc123');
    expect(appPath('/MyOrdersUser?order=x%2Fy#top', ORIGIN)).toBe('/MyOrdersUser?order=x%2Fy#top');
    expect(appPath('/', ORIGIN)).toBe('/');
  });

  it('refuses absolute URLs, other hosts and anything that is not a path', () => {
    for (const url of [
      'https://evil.example/OrderMessage',
      `${ORIGIN}/OrderMessage`,
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      '/\n/evil.example',
      'javascript:alert(1)',
      'OrderMessage?order=1',
      '',
      `/${'a'.repeat(600)}`,
      42,
      null,
      undefined,
      { url: '/x' },
    ]) {
      expect(appPath(url, ORIGIN), String(url)).toBeNull();
    }
  });

  it('normalises a path that climbs, which stays on this origin', () => {
    expect(appPath('/a/../OrderMessage?order=1', ORIGIN)).toBe('/OrderMessage?order=1');
  });
});

describe('readPushPayload', () => {
  it('reads the payload the functions send', () => {
    const body = JSON.stringify({
      title: 'New buy request',
      body: 'Anita Sharma wants 3 kg of Red Tomatoes.',
      tag: 'kh-requests',
      url: '/OrderMessage?order=o1',
      lang: 'en',
    });
    expect(readPushPayload(body, ORIGIN)).toEqual({
      title: 'New buy request',
      body: 'Anita Sharma wants 3 kg of Red Tomatoes.',
      tag: 'kh-requests',
      url: '/OrderMessage?order=o1',
      lang: 'en',
    });
  });

  it('never follows an absolute URL from a payload: it opens the notification centre instead', () => {
    const body = JSON.stringify({ title: 't', body: 'b', tag: 'kh-updates', url: 'https://evil.example/', lang: 'en' });
    expect(readPushPayload(body, ORIGIN).url).toBe('/notifications');
  });

  it('shows plain words, in the payload language, when the body is unreadable', () => {
    expect(readPushPayload('not json', ORIGIN)).toEqual({
      title: 'Krishi Haat',
      body: 'There is news about your orders. Tap to see it.',
      tag: 'kh-updates',
      url: '/notifications',
      lang: 'en',
    });
    expect(readPushPayload(null, ORIGIN).title).toBe('Krishi Haat');
    expect(readPushPayload(JSON.stringify({ lang: 'hi', url: '/MyOrdersUser?order=o2' }), ORIGIN)).toEqual({
      title: 'कृषि हाट',
      body: 'आपके ऑर्डर की नई ख़बर है। देखने के लिए छुएँ।',
      tag: 'kh-updates',
      url: '/MyOrdersUser?order=o2',
      lang: 'hi',
    });
  });
});
