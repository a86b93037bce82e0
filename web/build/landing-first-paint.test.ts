import { describe, expect, it } from 'vitest';
import { landingCopyHtml, landingFirstPaint } from './landing-first-paint';

const copy = {
  heroTitle: 'Fresh & fair',
  heroText: 'Rs <b>40</b>/kg',
  features: { market: 'Marketplace', blogs: 'Blogs' },
  getStarted: 'Get Started',
  schemesTitle: 'Schemes "for you"',
  scheme: { agency: 'Ministry', name: 'PMFBY', description: 'Insurance', link: 'https://pmfby.gov.in/?a=1&b=2' },
  visit: 'Visit',
  newTab: '(opens in a new tab)',
};

const hindi = { ...copy, heroTitle: 'खेत से सीधे', getStarted: 'शुरू करें' };

describe('landingCopyHtml', () => {
  it('writes the words as text, never as markup', () => {
    const html = landingCopyHtml({ en: copy, hi: copy });
    expect(html).toContain('<h1>Fresh &amp; fair</h1>');
    expect(html).toContain('<p>Rs &lt;b&gt;40&lt;/b&gt;/kg</p>');
    expect(html).toContain('aria-label="Schemes &quot;for you&quot;"');
    expect(html).toContain('href="https://pmfby.gov.in/?a=1&amp;b=2"');
    expect(html).not.toContain('<b>');
  });

  it('lists every feature and sends Get Started to /signup', () => {
    const html = landingCopyHtml({ en: copy, hi: hindi });
    expect(html).toContain('<ul><li>Marketplace</li><li>Blogs</li></ul>');
    expect(html).toContain('<a class="kh-l-button" href="/signup">Get Started</a>');
  });

  it('carries the English copy, then the Hindi one marked lang="hi", under one bar', () => {
    const html = landingCopyHtml({ en: copy, hi: hindi });
    expect(html.startsWith('<div id="kh-landing-shell"><div class="kh-l-bar"></div>')).toBe(true);
    const en = html.indexOf(
      '<div class="kh-l-page kh-copy-en" lang="en"><section class="kh-l-hero"><h1>Fresh &amp; fair</h1>',
    );
    const hi = html.indexOf('<div class="kh-l-page kh-copy-hi" lang="hi"><section class="kh-l-hero"><h1>खेत से सीधे</h1>');
    expect(en).toBeGreaterThan(0);
    expect(hi).toBeGreaterThan(en);
    expect(html).toContain('<a class="kh-l-button" href="/signup">शुरू करें</a>');
  });

  it("writes words holding $&, $', $` and $$ verbatim into index.html", () => {
    const plugin = landingFirstPaint({ en: { ...copy, heroTitle: "Save $& $' $` $$" }, hi: hindi });
    const handler = (plugin.transformIndexHtml as { handler: (html: string) => string }).handler;
    const html = handler('<head><title>T</title></head><body><div id="root"></div></body>');
    expect(html).toContain('<div id="root"><div id="kh-landing-shell">');
    expect(html).toContain('<h1>Save $&amp; $&#39; $` $$</h1>');
    // The language script runs first (a link's ?lang= or a Hindi phone), then the landing copy's.
    expect(html).toContain('<title>T</title>\n    <script>try{var kq=/[?&]lang=(en|hi)(&|$)/.exec(location.search)');
    expect(html).toContain("catch(e){}if(location.pathname==='/')");
  });
});
