import { z } from 'zod';
import {
  DOC_ID_PATTERN,
  ORDER_ACTIONS,
  ORDER_LIMITS,
  REQUEST_ID_PATTERN,
  type BuyRequestState,
  type OrderAction,
  type OrderStatus,
  type TimelineEntry,
} from './orders';

// Inputs and answers of the order callables (placeBuyRequest, updateOrder),
// shared so the web app sends exactly what the functions accept and shows the
// same words. Spec texts (section 6 and 8) are kept verbatim.

/**
 * How many requests one buyer may have open ('Pending') at once: on one
 * product, and with one farmer over all their products. A real buyer rarely
 * needs more than one or two per product (say, two lots of different sizes)
 * or more than a handful per farmer; the caps stop one account from flooding
 * a farmer's inbox (docs/architecture.md, Threat model).
 */
export const OPEN_REQUEST_LIMITS = { perProduct: 3, perFarmer: 10 } as const;

/** Stable codes in an HttpsError's `details.code` (and the legacy API's `code`). */
export const ORDER_ERROR_CODES = {
  tooManyOpenForProduct: 'orders/too-many-open-for-product',
  tooManyOpenForFarmer: 'orders/too-many-open-for-farmer',
  orderNotFound: 'orders/not-found',
} as const;

export const ORDER_MESSAGES = {
  signUpToBuy: 'Please sign up to buy anything',
  farmerBuying: 'To place an order, please log in as a User. You are currently logged in as a Farmer.',
  ownProduct: "You can't buy your own product",
  alreadyAccepted: 'Already Accepted',
  productGone: 'This product is no longer listed',
  orderGone: 'This order does not exist',
  notYourOrder: 'This is not your order',
  chooseProduct: 'Choose a product to buy',
  quantityNeeded: 'Enter the quantity in kg',
  quantityWhole: 'Quantity must be a whole number of kg',
  quantityMin: 'Buy quantity must be at least 1 kg',
  quantityMax: 'Quantity can be at most 1,00,000 kg',
  badRequestId: 'This request could not be identified; please try again',
  requestReused: 'This request was already used for a different order',
  unknownAction: 'Choose accept, decline, cancel, dispatch or deliver',
  reasonTooLong: 'The reason can be at most 300 characters long',
  unexpectedField: 'The request has an unexpected field',
  badRequest: 'The request is not valid',
  busy: 'Many orders are being handled at once; please try again',
  profileMissing: 'Please complete your profile before placing an order',
  sellerMissing: "The seller's profile could not be found",
  tooManyOpenForProduct: `You already have ${OPEN_REQUEST_LIMITS.perProduct} open requests for this product. Wait for the farmer's answer or cancel one.`,
  tooManyOpenForFarmer: `You already have ${OPEN_REQUEST_LIMITS.perFarmer} open requests with this farmer. Wait for their answers or cancel one.`,
  // Reasons of the automatic declines (orders/on-product-changed.ts).
  declinedNoStock: 'Not enough stock left',
  declinedProductRemoved: 'The farmer removed this product',
} as const;

export { ORDER_LIMITS };

/** `Not enough stock left: only 7 kg available`. */
export function notEnoughStock(availableKg: number): string {
  return `Not enough stock left: only ${availableKg} kg available`;
}

const REQUEST_ID_RE = new RegExp(REQUEST_ID_PATTERN);
const DOC_ID_RE = new RegExp(DOC_ID_PATTERN);

/** Object-level problems (not an object, unknown keys) get a human message too. */
const objectError = (iss: { code?: string }) =>
  iss.code === 'unrecognized_keys' ? ORDER_MESSAGES.unexpectedField : ORDER_MESSAGES.badRequest;

export const placeBuyRequestSchema = z.strictObject(
  {
    productId: z
      .string({ error: ORDER_MESSAGES.chooseProduct })
      .regex(DOC_ID_RE, { error: ORDER_MESSAGES.chooseProduct }),
    // No coercion: "5" or 5.5 from a tampered client is refused, not rounded.
    quantityKg: z
      .number({ error: ORDER_MESSAGES.quantityNeeded })
      .int({ error: ORDER_MESSAGES.quantityWhole })
      .min(1, { error: ORDER_MESSAGES.quantityMin })
      .max(ORDER_LIMITS.quantityMaxKg, { error: ORDER_MESSAGES.quantityMax }),
    requestId: z
      .string({ error: ORDER_MESSAGES.badRequestId })
      .regex(REQUEST_ID_RE, { error: ORDER_MESSAGES.badRequestId }),
  },
  { error: objectError },
);
export type PlaceBuyRequestInput = z.input<typeof placeBuyRequestSchema>;

export const orderActionSchema = z.strictObject(
  {
    orderId: z.string({ error: ORDER_MESSAGES.orderGone }).regex(DOC_ID_RE, { error: ORDER_MESSAGES.orderGone }),
    action: z.enum(ORDER_ACTIONS, { error: ORDER_MESSAGES.unknownAction }),
    reason: z
      .string({ error: ORDER_MESSAGES.badRequest })
      .trim()
      .max(ORDER_LIMITS.reasonMax, { error: ORDER_MESSAGES.reasonTooLong })
      .optional(),
  },
  { error: objectError },
);
export type OrderActionInput = z.input<typeof orderActionSchema>;

interface OrderPlace {
  pincode: number;
  state: string;
  district: string;
}

/**
 * How to reach a party of an order: copied into the order when the farmer
 * accepts it, never before (docs/spec-deviations.md, "Who sees whose contact
 * details"). `emailVerified` is Firebase Auth's flag at that moment; the
 * screens mark an unverified e-mail as such.
 */
export interface OrderContact {
  email: string;
  emailVerified: boolean;
}

/**
 * orders/{id} as the functions write it (seed data uses the same shape). The
 * buyer and farmer parts are snapshots taken when the request was placed, so
 * each inbox shows them without reading the other party's private profile:
 * names, the farm and the delivery place at once; `contact` (e-mail, and the
 * buyer's phone) is null until the farmer accepts, since both parties can read
 * every field of the order. `Time` is the SDK's Timestamp type of whoever reads it.
 */
export interface OrderData<Time = unknown> {
  productId: string;
  farmerId: string;
  buyerId: string;
  title: string;
  pricePaise: number;
  quantityKg: number;
  totalPaise: number;
  farmLocation: OrderPlace;
  status: OrderStatus;
  buyRequests: BuyRequestState;
  buyer: { name: string; address: OrderPlace; contact: (OrderContact & { phoneNumber: string }) | null };
  farmer: { name: string; farmName: string; farmLocation: OrderPlace; contact: OrderContact | null };
  timeline: TimelineEntry[];
  declineReason: string | null;
  requestId: string;
  createdAt: Time;
  updatedAt: Time;
}

/** What placeBuyRequest answers; `created` is false when a retry found its order. */
export interface PlaceBuyRequestResult {
  orderId: string;
  status: OrderStatus;
  created: boolean;
}

/** What the command trigger records on orderCommands/{id} once it has run the command. */
export type CommandOutcome =
  { ok: true; orderId: string; status: OrderStatus } | { ok: false; code: string; message: string };

export interface UpdateOrderResult {
  orderId: string;
  status: OrderStatus;
  action: OrderAction;
}
