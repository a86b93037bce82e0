// The order functions' English messages and the buy caps they quote. No zod
// here, so the web's error tables (error-codes.ts) can import them cheaply.
// Spec texts (section 6 and 8) are kept verbatim.

/**
 * How many requests one buyer may have open ('Pending') at once: on one
 * product, and with one farmer over all their products. A real buyer rarely
 * needs more than one or two per product (say, two lots of different sizes)
 * or more than a handful per farmer; the caps stop one account from flooding
 * a farmer's inbox (docs/architecture.md, Threat model).
 */
export const OPEN_REQUEST_LIMITS = { perProduct: 3, perFarmer: 10 } as const;

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
  quantityStep: 'Quantity goes in steps of 0.1 kg (100 g)',
  quantityWhole: 'This farmer sells in whole kg only',
  quantityMin: 'Buy quantity must be at least 0.1 kg',
  quantityMax: 'Quantity can be at most 1,00,000 kg',
  badRequestId: 'This request could not be identified; please try again',
  requestReused: 'This request was already used for a different order',
  unknownAction: 'Choose accept, decline, cancel, dispatch or deliver',
  reasonTooLong: 'The reason can be at most 300 characters long',
  unexpectedField: 'The request has an unexpected field',
  badRequest: 'The request is not valid',
  busy: 'Many orders are being handled at once; please try again',
  withdrawnBeforeSent: 'You withdrew this request before it was sent: nothing was ordered',
  profileMissing: 'Please complete your profile before placing an order',
  sellerMissing: "The seller's profile could not be found",
  tooManyOpenForProduct: `You already have ${OPEN_REQUEST_LIMITS.perProduct} open requests for this product. Wait for the farmer's answer or cancel one.`,
  tooManyOpenForFarmer: `You already have ${OPEN_REQUEST_LIMITS.perFarmer} open requests with this farmer. Wait for their answers or cancel one.`,
  // Reasons of the automatic declines (orders/on-product-changed.ts).
  declinedNoStock: 'Not enough stock left',
  declinedProductRemoved: 'The farmer removed this product',
} as const;

/** `Not enough stock left: only 7.5 kg available` (`availableKg` as the error's `kg` parameter gives it). */
export function notEnoughStock(availableKg: number | string): string {
  return `Not enough stock left: only ${availableKg} kg available`;
}
