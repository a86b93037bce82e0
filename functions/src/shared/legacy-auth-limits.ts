// Allowances of the old app's signup and login routes (/sign, /signUpUSER,
// /login, /loginUSER). They create accounts and check passwords with the
// function's own credentials, so Firebase Auth's per-client protection does not
// apply: without these, one script could try passwords or make accounts
// without end. Counted per network address and per e-mail, in 10-minute windows.
// The address allowances are generous because carrier-grade NAT and Common
// Service Centres put many honest people behind one address.

export const LEGACY_AUTH_WINDOW_MS = 10 * 60_000;

export const LEGACY_AUTH_LIMITS = {
  /** Signup attempts (valid forms) from one address per window. */
  signupPerAddress: 20,
  /** Signup attempts for one e-mail per window. */
  signupPerAccount: 3,
  /** Login attempts from one address per window. */
  loginPerAddress: 60,
  /** Login attempts for one e-mail per window: about one guess a minute. */
  loginPerAccount: 10,
} as const;

export const LEGACY_AUTH_MESSAGES = {
  signupPerAddress: 'Too many sign-ups from this network. Please wait 10 minutes and try again.',
  signupPerAccount: 'Too many sign-up attempts for this e-mail. Please wait 10 minutes and try again.',
  loginPerAddress: 'Too many login attempts from this network. Please wait 10 minutes and try again.',
  loginPerAccount: 'Too many login attempts for this account. Please wait 10 minutes and try again.',
} as const;
