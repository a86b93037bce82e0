/**
 * A `tel:` link for a phone number as people type it ("98765 43210",
 * "+91-98765-43210"): digits only, and a 10-digit Indian mobile number gets
 * +91 so it dials from any phone. Null when there is nothing to dial.
 */
export function telHref(phone: string): string | null {
  const plus = phone.trim().startsWith('+');
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (plus) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+91${digits}`;
  return `tel:${digits}`;
}
