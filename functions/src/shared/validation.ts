// The spec's field rules (section 5) with their exact messages, shared by the
// signup screens, the callable functions and the legacy API so that all three
// accept and refuse the same input with the same words.

export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordLength: 'Password must be at least 6 characters long',
  pincodeLength: 'Pincode must be 6 digits long',
  invalidPincode: 'Invalid pincode',
  invalidPhone: 'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
  fillForm: 'Fill the Form Properly!!',
  fillBoth: 'Please fill in both fields',
  fillProduct: 'Please Fill all details!',
  unknownState: 'Choose a state from the list',
  unknownDistrict: 'Choose a district of the chosen state',
  nameTooLong: 'Names can be at most 50 characters long',
  farmNameTooLong: 'Farm name can be at most 80 characters long',
  chooseRole: 'Choose Farmer or User',
} as const;

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 50,
  farmNameMax: 80,
  addressesMax: 5,
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PINCODE_RE = /^[1-9][0-9]{5}$/;
const PHONE_RE = /^[6-9][0-9]{9}$/;

// The field checks below answer with a stable error code (error-codes.ts, whose
// English table holds MESSAGES above), so each screen shows it in its language.

/** The code of the spec's message for a bad e-mail, or null. Empty passes until submit. */
export function emailProblem(value: string): 'form/invalid-email' | null {
  if (value === '') return null;
  return EMAIL_RE.test(value) ? null : 'form/invalid-email';
}

export function passwordProblem(value: string): 'form/password-length' | null {
  if (value === '') return null;
  if (value.length < LIMITS.passwordMin || value.length > LIMITS.passwordMax) {
    return 'form/password-length';
  }
  return null;
}

export function pincodeProblem(value: string): 'form/invalid-pincode' | 'form/pincode-length' | null {
  if (value === '') return null;
  if (!/^[0-9]*$/.test(value)) return 'form/invalid-pincode';
  if (value.length !== 6) return 'form/pincode-length';
  // Indian PIN codes never start with 0 (the first digit is the postal region).
  return PINCODE_RE.test(value) ? null : 'form/invalid-pincode';
}

/** Phone is validated once all 10 digits are typed, as the old form did. */
export function phoneProblem(value: string): 'form/invalid-phone' | null {
  if (value === '') return null;
  if (!/^[0-9]*$/.test(value) || value.length > 10) return 'form/invalid-phone';
  if (value.length < 10) return null;
  return PHONE_RE.test(value) ? null : 'form/invalid-phone';
}

export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}
export function isValidPincode(value: string | number): boolean {
  return PINCODE_RE.test(String(value));
}
export function isValidPhone(value: string): boolean {
  return PHONE_RE.test(value);
}

/** True when `raw` parses as an absolute http(s) URL. Images show only for those. */
export function isValidUrl(raw: string | null | undefined): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The part of the e-mail before the @, shown as the Username. */
export function usernameOf(email: string | null | undefined): string {
  return (email ?? '').split('@')[0] ?? '';
}
