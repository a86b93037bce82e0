import { z } from 'zod';
import { englishError } from './error-codes';
import { isUpiId } from './payment';
import { buyerProfileSchema, farmerProfileSchema, placeSchema } from './profile';
import type { Role } from './roles';
import { PROFILE_MESSAGES } from './profile-messages';
import { LIMITS, MESSAGES } from './validation';

// What the Settings screen may change, validated exactly as at signup. The role
// is not an input: the server reads it from the caller's token, so settings can
// never turn a farmer into a buyer or back.

export { PROFILE_MESSAGES };

// A farmer may add a UPI ID in settings (not at signup): buyers of accepted
// orders pay to it. Checked exactly as typed; '' removes it.
export const farmerSettingsSchema = farmerProfileSchema.extend({
  upiId: z
    .string({ error: englishError('profile/bad-upi') })
    .refine((v) => v === '' || isUpiId(v), { error: englishError('profile/bad-upi') })
    .optional(),
});

export const buyerSettingsSchema = buyerProfileSchema.extend({
  addresses: z
    .array(placeSchema, { message: MESSAGES.fillForm })
    .min(1, MESSAGES.fillForm)
    .max(LIMITS.addressesMax, PROFILE_MESSAGES.tooManyAddresses),
});

export const SETTINGS_SCHEMAS = { farmer: farmerSettingsSchema, user: buyerSettingsSchema } as const;

export type FarmerSettingsInput = z.input<typeof farmerSettingsSchema>;
export type BuyerSettingsInput = z.input<typeof buyerSettingsSchema>;
export type SettingsInput = FarmerSettingsInput | BuyerSettingsInput;
export type SettingsInputOf<R extends Role> = R extends 'farmer' ? FarmerSettingsInput : BuyerSettingsInput;

export interface UpdateProfileResult {
  displayName: string;
  /** The farmer's products whose copied farm location was brought up to date. */
  productsUpdated: number;
  /** The author's blogs whose copied name and picture were brought up to date. */
  blogsUpdated: number;
  /** The farmer's accepted, unpaid orders given the new UPI ID (0 when the ID was left out). */
  ordersUpdated: number;
}

/** Whether the (untrusted) input tries to name a role at all. */
export function mentionsRole(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'role' in data;
}
