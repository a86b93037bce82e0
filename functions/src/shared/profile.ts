import { z } from 'zod';
import { isKnownPlace } from './india';
import { ORDER_MESSAGES } from './order-schemas';
import { PROFILE_MESSAGES } from './profile-messages';
import { LIMITS, MESSAGES, isValidEmail, isValidPhone, isValidPincode } from './validation';
import { codeOfFixedMessage, type ErrorCode } from './error-codes';

/** A place in India. Pincode is stored as an integer, as the old app did. */
export const placeSchema = z
  .object({
    pincode: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine(isValidPincode, MESSAGES.invalidPincode)
      .transform(Number),
    state: z.string().trim().min(1, MESSAGES.fillForm),
    district: z.string().trim().min(1, MESSAGES.fillForm),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (!isKnownPlace(p.state, p.district)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.unknownDistrict, path: ['district'] });
    }
  });
export type Place = z.output<typeof placeSchema>;

const name = z.string().trim().min(1, MESSAGES.fillForm).max(LIMITS.nameMax, MESSAGES.nameTooLong);
const pictureUrl = z
  .string()
  .trim()
  .max(500, PROFILE_MESSAGES.pictureTooLong)
  .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), PROFILE_MESSAGES.pictureNotHttps)
  .optional();

export const farmerProfileSchema = z
  .object({
    firstName: name,
    lastName: name,
    farmName: z.string().trim().min(1, MESSAGES.fillForm).max(LIMITS.farmNameMax, MESSAGES.farmNameTooLong),
    farmLocation: placeSchema,
    profilePicture: pictureUrl,
  })
  .strict();
export type FarmerProfileInput = z.input<typeof farmerProfileSchema>;

export const buyerProfileSchema = z
  .object({
    firstName: name,
    lastName: name,
    phoneNumber: z.string().trim().refine(isValidPhone, MESSAGES.invalidPhone),
    addresses: z
      .array(placeSchema)
      .min(1, MESSAGES.fillForm)
      .max(LIMITS.addressesMax, PROFILE_MESSAGES.tooManyAddresses),
    profilePicture: pictureUrl,
  })
  .strict();
export type BuyerProfileInput = z.input<typeof buyerProfileSchema>;

export const completeSignupSchema = z.discriminatedUnion(
  'role',
  [
    z.object({ role: z.literal('farmer'), profile: farmerProfileSchema }).strict(),
    z.object({ role: z.literal('user'), profile: buyerProfileSchema }).strict(),
  ],
  { message: MESSAGES.chooseRole },
);
export type CompleteSignupInput = z.input<typeof completeSignupSchema>;

export const emailSchema = z.string().trim().refine(isValidEmail, MESSAGES.invalidEmail);

// zod's own English ("Invalid input: expected string…") is for developers, not
// people: parsed for people, a check without a message of ours says the spec's
// 'Fill the Form Properly!!' (zod uses a parse's error map only for those).
const FOR_PEOPLE = { error: () => MESSAGES.fillForm };

/** `schema.safeParse(data)` with the spec's words for checks that carry no message of ours. */
export function parseForPeople<S extends z.ZodType>(schema: S, data: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(data, FOR_PEOPLE) as z.ZodSafeParseResult<z.output<S>>;
}

/** The first message of a failed parseForPeople, for a toast or an HttpsError. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.fillForm;
  return issue.code === 'unrecognized_keys' ? ORDER_MESSAGES.unexpectedField : issue.message;
}

/** The stable error code of a failed parseForPeople's first message. */
export function issueCode(error: z.ZodError): ErrorCode {
  return codeOfFixedMessage(firstIssue(error)) ?? 'form/fill-form';
}
