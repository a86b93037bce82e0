import { z } from 'zod';
import { englishError } from '../shared/error-codes';
import { CATEGORIES, PRODUCT_LIMITS } from '../shared/product';
import { LIMITS, MESSAGES, emailSchema, formatGrams, isValidUrl, rupeesToPaise } from '../shared';

// The old payloads, read leniently where old clients differ (numbers sent as
// text, extra fields such as a client-chosen price or status, which are
// dropped), then handed to the shared schemas and logic. Nothing here decides
// a business rule the callables do not also apply.

export const passwordSchema = z
  .string({ error: MESSAGES.fillBoth })
  .min(LIMITS.passwordMin, MESSAGES.passwordLength)
  .max(LIMITS.passwordMax, MESSAGES.passwordLength);

export const loginSchema = z.object({
  email: z.string({ error: MESSAGES.fillBoth }).trim().min(1, MESSAGES.fillBoth).pipe(emailSchema),
  password: z.string({ error: MESSAGES.fillBoth }).min(1, MESSAGES.fillBoth),
});

const placeList = z.array(z.unknown(), { error: MESSAGES.fillForm }).min(1, MESSAGES.fillForm);

/** POST /sign; the profile itself is then checked by completeSignupSchema. */
export const farmerSignupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: z.unknown(),
  lastName: z.unknown(),
  farmName: z.unknown(),
  farmLocation: placeList,
});

/** POST /signUpUSER (the e-mail is called username there). */
export const userSignupSchema = z.object({
  username: emailSchema,
  password: passwordSchema,
  firstName: z.unknown(),
  lastName: z.unknown(),
  phoneNumber: z.union([z.string(), z.number()], { error: MESSAGES.invalidPhone }).transform(String),
  address: placeList,
});

const KG_RE = /^\d+(\.\d+)?$/;

/**
 * Kg as old clients send them, a number (2.5) or text ("2.5"), in grams: the
 * decimal digits are read as written, so 2.5 is exactly 2500 g and no float
 * rounding can make a step. Digits past the gram make a fraction of a gram,
 * which the step check refuses; anything else goes on to the number check.
 */
export const legacyQuantity = z.unknown().transform((v) => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!KG_RE.test(text)) return v;
  const [whole = '0', fraction = ''] = text.split('.');
  const grams = Number(whole) * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
  return /[1-9]/.test(fraction.slice(3)) ? grams + 0.5 : grams;
});

const docId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, `${what} is not a valid id`);

/** POST /myOrderUpdateUser: price, status and buyRequests are the server's, so they are not read. */
export const buyFirstCallSchema = z.object({
  farmerId: docId('farmerId'),
  buyerId: z.string().optional(),
  productId: docId('productId').optional(),
  _id: docId('productId').optional(),
  title: z.string().trim().optional(),
  quantity: legacyQuantity,
  requestId: z.string().optional(),
});

/** POST /buyRequest: only confirms the order the first call made. */
export const buySecondCallSchema = z.object({
  userOrder: docId('userOrder (the newOrderID of /myOrderUpdateUser)'),
  farmerId: z.string().optional(),
  buyerId: z.string().optional(),
});

const PRICE_RE = /^\d{1,7}(\.\d{1,2})?$/;

/** Rupees per kg with at most 2 decimals, as paise within the shared bounds (which firestore.rules mirrors). */
const rateSchema = z
  .union([z.number(), z.string()], { error: MESSAGES.fillProduct })
  .transform((v) => String(v).trim())
  .refine((v) => PRICE_RE.test(v), 'rate must be rupees per kg, e.g. 40 or 40.50')
  .transform((v) => rupeesToPaise(Number(v)))
  .refine(
    (p) => p >= PRODUCT_LIMITS.priceMinPaise && p <= PRODUCT_LIMITS.priceMaxPaise,
    'rate must be between Rs. 0.01 and Rs. 10,00,000 per kg',
  );

const LEGACY_STEP = 'quantity goes in steps of 0.1 kg';

/** Kg in, grams out, at least `min` grams. */
const kgSchema = (min: number) =>
  legacyQuantity.pipe(
    z
      .number({ error: MESSAGES.fillProduct })
      // The range first: -1 is "at least 0 kg", not a step problem.
      .min(min, `quantity must be at least ${formatGrams(min)} kg`)
      .max(PRODUCT_LIMITS.quantityMaxG, 'quantity can be at most 10,00,000 kg')
      .int(LEGACY_STEP)
      .multipleOf(PRODUCT_LIMITS.quantityStepG, LEGACY_STEP),
  );

const text = (max: number, what: string) =>
  z.string({ error: MESSAGES.fillProduct }).trim().min(1, MESSAGES.fillProduct).max(max, `${what} is too long`);

/** POST /updateProduct/{farmerId}: the shared product bounds, which firestore.rules puts on a farmer's own write. */
export const productSchema = z.object({
  _id: docId('productId').optional(),
  productId: docId('productId').optional(),
  farmerId: z.string().optional(),
  title: text(PRODUCT_LIMITS.titleMax, 'title'),
  description: text(PRODUCT_LIMITS.descriptionMax, 'description'),
  category: z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(', ')}` }).optional(),
  rate: rateSchema,
  quantity: kgSchema(0),
  imageURL: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.imageUrlMax, 'imageURL is too long')
    .refine((v) => v === '' || (isValidUrl(v) && !/\s/.test(v)), 'imageURL must be an http(s) URL')
    .optional(),
});

export const BLOG_TEXT_MESSAGES = {
  titleRequired: englishError('blogs/title-required'),
  titleTooLong: englishError('blogs/title-too-long'),
  descriptionRequired: englishError('blogs/description-required'),
  descriptionTooLong: englishError('blogs/description-too-long'),
} as const;

export const blogTextSchema = z.object({
  title: z.string({ error: BLOG_TEXT_MESSAGES.titleRequired }),
  description: z.string({ error: BLOG_TEXT_MESSAGES.descriptionRequired }),
  author: z.string().optional(),
});

export const likeSchema = z.object({
  userId: z.string().optional(),
  userType: z.enum(['User', 'Farmer'], { error: "userType must be 'User' or 'Farmer'" }).optional(),
});
