import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

// The page's Content-Security-Policy, as a <meta> written into the built
// index.html. It lists the hash of every inline script the build leaves in
// index.html (today the route-preload script, which changes with every build),
// so the hash is never written by hand. What a <meta> policy cannot carry
// (frame-ancestors) is a header on every response, in firebase.json; a browser
// enforces both.

export interface CspTarget {
  /** Firebase project id; a demo- id means an Emulator Suite build. */
  projectId: string;
  region: string;
  /** reCAPTCHA Enterprise site key for App Check, if this build has one. */
  appCheckSiteKey?: string;
}

/** sha256 source expressions of the inline scripts (no src attribute) in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy for one build. Emulator builds talk to the emulators on the
 * page's own host (any host: phones on the LAN open the app by the computer's
 * address) at their fixed ports (firebase.json); production builds to
 * Google's endpoints for Firestore (REST first page and the WebChannel
 * listener), Auth, the callables and, with a site key, App Check.
 */
export function contentSecurityPolicy(target: CspTarget, scriptHashes: string[]): string {
  const emulator = target.projectId.startsWith('demo-');
  const recaptcha =
    !emulator && target.appCheckSiteKey
      ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
      : [];
  const connect = emulator
    ? ['http://*:8080', 'http://*:9099', 'http://*:5001']
    : [
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        `https://${target.region}-${target.projectId}.cloudfunctions.net`,
        ...(recaptcha.length
          ? ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/']
          : []),
      ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...recaptcha],
    // MUI (Emotion) writes <style> elements and style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product and profile pictures are links the owners typed (http or https).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connect],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': recaptcha.length
      ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
      : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/;

export function contentSecurityPolicyPlugin(region: string): Plugin {
  let target: CspTarget = { projectId: 'demo-krishihaat', region };
  let outDir = '';
  let written = false;
  return {
    name: 'kh-content-security-policy',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      target = {
        projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-krishihaat',
        region,
        appCheckSiteKey: env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim() || undefined,
      };
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      // After every other plugin's post step (this plugin is listed last), so
      // the hashes cover the final inline scripts.
      order: 'post',
      handler(html) {
        const policy = contentSecurityPolicy(target, inlineScriptHashes(html));
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
        return html.replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}\n    ${meta}`);
      },
    },
    buildStart() {
      written = false;
    },
    // Rolldown calls closeBundle without the error when writing the output
    // failed (e.g. a plugin's transformIndexHtml threw), so success is noted here.
    writeBundle() {
      written = true;
    },
    // A check on the file as written: a build whose index.html has an inline
    // script the policy does not list fails here instead of in people's browsers.
    closeBundle(error?: Error) {
      // A failed build wrote no index.html; its own error is the one to show.
      if (error || !written) return;
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const policy = META.exec(html)?.[1];
      if (!policy) throw new Error('index.html has no Content-Security-Policy meta');
      const missing = inlineScriptHashes(html).filter((h) => !policy.includes(h));
      if (missing.length) throw new Error(`index.html has inline scripts the CSP does not allow: ${missing.join(' ')}`);
    },
  };
}
