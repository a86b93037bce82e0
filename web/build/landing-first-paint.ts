import type { Plugin } from 'vite';
import { escapeHtml as escape } from './escape-html.ts';
import { inlineScript, insertAt } from './html-insert.ts';

/** What a copy shows: the landing's strings in one language and its first scheme's address. */
export interface LandingCopy {
  heroTitle: string;
  heroText: string;
  features: Record<string, string>;
  getStarted: string;
  schemesTitle: string;
  scheme: { agency: string; name: string; description: string; link: string };
  visit: string;
  newTab: string;
}

/**
 * `/`'s first screen as plain HTML (the header's bar, the hero, the first scheme
 * slide) in English and in Hindi, shown by index.html before any JavaScript has
 * run (the reader's language picks one), then replaced by React's first commit.
 * Lighthouse's simulated LCP counts every script that ran before the largest
 * paint, so only content painted from the HTML moves it.
 */
export function landingCopyHtml(copies: Record<Lang, LandingCopy>): string {
  const page = (lang: Lang) => {
    const c = copies[lang];
    const items = Object.values(c.features)
      .map((f) => `<li>${escape(f)}</li>`)
      .join('');
    return (
      `<div class="kh-l-page kh-copy-${lang}" lang="${lang}">` +
      `<section class="kh-l-hero"><h1>${escape(c.heroTitle)}</h1><p>${escape(c.heroText)}</p>` +
      `<ul>${items}</ul><a class="kh-l-button" href="/signup">${escape(c.getStarted)}</a></section>` +
      `<section aria-label="${escape(c.schemesTitle)}"><h2>${escape(c.schemesTitle)}</h2>` +
      `<div class="kh-l-slide"><span class="kh-l-overline">${escape(c.scheme.agency)}</span>` +
      `<h3>${escape(c.scheme.name)}</h3><p>${escape(c.scheme.description)}</p>` +
      `<a href="${escape(c.scheme.link)}" target="_blank" rel="noopener noreferrer">${escape(c.visit)} ` +
      `<span class="visually-hidden">${escape(c.newTab)}</span></a></div></section></div>`
    );
  };
  return `<div id="kh-landing-shell"><div class="kh-l-bar"></div>${page('en')}${page('hi')}</div>`;
}

export type Lang = 'en' | 'hi';

/** The class on `<html>` that shows the copy (route-preload.ts waits a frame when it is there). */
export const LANDING_CLASS = 'kh-landing';
/** With it, the Hindi copy shows instead of the English one. */
export const LANDING_HINDI_CLASS = 'kh-landing-hi';

/**
 * Runs first on every page, before anything reads the language: a link's
 * `?lang=hi` (or `en`) is the reader's choice; on a first visit with no choice
 * saved, a phone whose first language is Hindi gets Hindi. Either is saved as
 * the choice (the switch in the header changes it), so the app, the market's
 * first paint and this script's landing copy agree; `<html lang>` says so from the start.
 */
export const LANGUAGE_SCRIPT =
  "try{var kq=/[?&]lang=(en|hi)(&|$)/.exec(location.search),kl=(navigator.languages||[])[0]||navigator.language||'';" +
  "if(kq)localStorage.setItem('kh.lang',kq[1]);else if(!localStorage.getItem('kh.lang')&&/^hi(-|$)/i.test(kl))" +
  "localStorage.setItem('kh.lang','hi');if(localStorage.getItem('kh.lang')==='hi')document.documentElement.lang='hi'}" +
  'catch(e){}';

/**
 * Shows the copy on `/` only, for a reader without a session (a signed-in
 * reader's "Get Started" goes elsewhere): the first-time visitor on a slow
 * phone, in the language the script above settled. Storage that cannot be read
 * shows nothing.
 */
export const LANDING_COPY_SCRIPT =
  LANGUAGE_SCRIPT +
  "if(location.pathname==='/')try{localStorage.getItem('kh.session')==='1'||" +
  `(document.documentElement.className+=' ${LANDING_CLASS}'+` +
  `(localStorage.getItem('kh.lang')==='hi'?' ${LANDING_HINDI_CLASS}':''))}catch(e){}`;

// The copy's own rules: which copy shows, and the header's bar. Its page uses React's
// classes, whose sheet (features/landing/components/landing-page.css) index.html
// inlines for every path (build/first-paint.ts), so the copy lies where React's screen will.
const CSS = `
#kh-landing-shell{display:none}
.${LANDING_CLASS} #kh-landing-shell{display:block}
.kh-copy-hi,.${LANDING_HINDI_CLASS} .kh-copy-en{display:none}
.${LANDING_HINDI_CLASS} .kh-copy-hi{display:block}
.kh-l-bar{height:56px;background:#2e7d32}
@media (min-width:600px){.kh-l-bar{height:64px}}
`;

/** Writes the copies into index.html's #root, their script and stylesheet into the head. */
export function landingFirstPaint(copies: Record<Lang, LandingCopy>): Plugin {
  return {
    name: 'kh-landing-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes('<div id="root">')) throw new Error('landing first paint: no <div id="root"> in index.html');
        // The script right after <title>: the route script (build/route-preload.ts) reads its class.
        const script = inlineScript('web/build/landing-first-paint.ts (LANDING_COPY_SCRIPT)', LANDING_COPY_SCRIPT);
        let out = insertAt(html, '</title>', `</title>\n    ${script}`);
        out = insertAt(out, '</head>', `  <style>${CSS.trim()}</style>\n  </head>`);
        return insertAt(out, '<div id="root">', `<div id="root">${landingCopyHtml(copies)}`);
      },
    },
  };
}
