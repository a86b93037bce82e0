import { describe, expect, it } from 'vitest';
import { cardCover } from './photo';

const photo = (id: string, thumb: string) => ({ id, thumb, w: 1280, h: 960 });

describe('cardCover', () => {
  it("is the first photo's thumbnail, with the detail copy for the wide layout", () => {
    expect(cardCover([photo('full1', 'thumb1'), photo('full2', 'thumb2')], 'https://example.com/old.jpg')).toEqual({
      src: '/photos/thumb1',
      srcSet: '/photos/thumb1 480w, /photos/full1 1280w',
      sizes: '(min-width: 600px) 400px, 88px',
    });
  });

  it("without photos, an old client's http(s) image URL", () => {
    expect(cardCover([], 'https://example.com/onion.jpg')).toEqual({ src: 'https://example.com/onion.jpg' });
    expect(cardCover([], 'http://example.com/onion.jpg')).toEqual({ src: 'http://example.com/onion.jpg' });
  });

  it('without photos nor a usable URL, nothing (the card draws its category icon)', () => {
    expect(cardCover([], '')).toBeNull();
    expect(cardCover([], null)).toBeNull();
    expect(cardCover([])).toBeNull();
    expect(cardCover([], 'onion.jpg')).toBeNull();
    expect(cardCover([], 'javascript:alert(1)')).toBeNull();
  });
});
