import { z } from 'zod';
import type { ErrorCode, ErrorDetails } from './error-codes';
import { ORDER_MESSAGES } from './order-messages';
import type { PaymentState } from './payment';
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

// The buy caps and the order messages live in order-messages.ts (no zod there,
// so the web's error tables can import them cheaply).
export { OPEN_REQUEST_LIMITS, ORDER_MESSAGES, notEnoughStock } from './order-messages';

export { ORDER_LIMITS };

const REQUEST_ID_RE = new RegExp(REQUEST_ID_PATTERN);
// Firestore ids of this app: auto ids (20), legacy ids (24 hex) and seed ids.
const DOC_ID_RE = new RegExp(DOC_ID_PATTERN);

/** Object-level problems (not an object, unknown keys) get a human message too. */
const objectError = (iss: { code?: string }) =>
  iss.code === 'unrecognized_keys' ? ORDER_MESSAGES.unexpectedField : ORDER_MESSAGES.badRequest;

export const placeBuyRequestSchema = z.strictObject(
  {
    productId: z
      .string({ error: ORDER_MESSAGES.chooseProduct })
      .regex(DOC_ID_RE, { error: ORDER_MESSAGES.chooseProduct }),
    // Grams, in steps of 0.1 kg. No coercion: "500" or 2500.5 from a tampered
    // client is refused, not rounded. A whole-kg product's step is checked
    // against the product (place-buy-request.ts).
    quantityG: z
      .number({ error: ORDER_MESSAGES.quantityNeeded })
      .int({ error: ORDER_MESSAGES.quantityStep })
      .min(ORDER_LIMITS.quantityMinG, { error: ORDER_MESSAGES.quantityMin })
      .max(ORDER_LIMITS.quantityMaxG, { error: ORDER_MESSAGES.quantityMax })
      .multipleOf(ORDER_LIMITS.quantityStepG, { error: ORDER_MESSAGES.quantityStep }),
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
  /** Grams (2500 is 2.5 kg). */
  quantityG: number;
  /** pricePaise × quantityG ÷ 1000, rounded half up to whole paise (shared/money.ts). */
  totalPaise: number;
  farmLocation: OrderPlace;
  status: OrderStatus;
  buyRequests: BuyRequestState;
  buyer: { name: string; address: OrderPlace; contact: (OrderContact & { phoneNumber: string }) | null };
  farmer: {
    name: string;
    farmName: string;
    farmLocation: OrderPlace;
    /** With the farmer's UPI ID once accepted ('' when the farmer has none; absent on older orders). */
    contact: (OrderContact & { upiId?: string }) | null;
  };
  timeline: TimelineEntry[];
  declineReason: string | null;
  /** An automatic decline's stable code (error-codes.ts), so the web shows its reason in the reader's language. */
  declineCode?: ErrorCode | null;
  requestId: string;
  /** Absent until a party records a payment (shared/payment.ts). */
  payment?: { state: PaymentState; reference: string | null; claimedAt: Time | null; receivedAt: Time | null };
  createdAt: Time;
  updatedAt: Time;
}

/**
 * What placeBuyRequest answers; `created` is false when a retry found its order.
 * `farmerName` (the order's snapshot of the seller) lets the buyer's toast say
 * whom the request went to without another read.
 */
export interface PlaceBuyRequestResult {
  orderId: string;
  status: OrderStatus;
  created: boolean;
  farmerName: string;
}

/** What the command trigger records on orderCommands/{id} once it has run the command. */
export type CommandOutcome =
  // `status` on a buy or step command's success (`farmerName` too on a buy's, as
  // placeBuyRequest answers it); `payment` on a pay command's, as recordPayment does.
  | { ok: true; orderId: string; status?: OrderStatus; farmerName?: string; payment?: PaymentState }
  // `details` as the callable's HttpsError gives it: the stable code and its parameters.
  | { ok: false; code: string; message: string; details?: ErrorDetails };

export interface UpdateOrderResult {
  orderId: string;
  status: OrderStatus;
  action: OrderAction;
}
