import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and skips scripts with src', () => {
    const html =
      '<head><script>console.log(1)</script><script type="module" crossorigin src="/assets/core.js"></script></head>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='"]);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets an emulator build reach the emulators on the page host, and nothing of Google', () => {
    const policy = contentSecurityPolicy({ projectId: 'demo-krishihaat', region: 'asia-south1' }, ["'sha256-abc='"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://*:8080', 'http://*:9099', 'http://*:5001']);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('googleapis');
  });

  it("lets a production build reach its project's Firestore, Auth and callables", () => {
    const policy = contentSecurityPolicy({ projectId: 'krishi-haat-prod', region: 'asia-south1' }, []);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://asia-south1-krishi-haat-prod.cloudfunctions.net',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
  });

  it('adds reCAPTCHA Enterprise and App Check when the build has a site key', () => {
    const policy = contentSecurityPolicy(
      { projectId: 'krishi-haat-prod', region: 'asia-south1', appCheckSiteKey: '6Lc-key' },
      [],
    );
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(policy, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it('never allows inline scripts or eval wholesale', () => {
    for (const projectId of ['demo-krishihaat', 'krishi-haat-prod']) {
      const scripts = directive(contentSecurityPolicy({ projectId, region: 'asia-south1' }, []), 'script-src');
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    }
  });
});
