import { ASSISTANT_MESSAGES } from './assistant';
import { BLOG_LIMITS, BLOG_MESSAGES } from './blogs';
import { ORDER_MESSAGES, notEnoughStock } from './order-messages';
import { PHOTO_MESSAGES } from './photo';
import { PROFILE_MESSAGES } from './profile-messages';
import { MESSAGES } from './validation';
import { WEATHER_MESSAGES } from './weather';

// The one list of stable error codes. Every refusal a callable or trigger
// gives carries its code (and its parameters) in the HttpsError's `details`,
// next to an English human message for logs and the legacy API. The web app
// shows a message by code, never by the English text: an English table (this
// one) and a Hindi one (web/src/shared/i18n/errors-hi.ts), each complete for
// every code (a unit test walks them). No zod and no SDK here, so the web can
// import it; it stays out of `/`'s first load (only error paths import it).

/** Parameters a message is built with (`{ kg: 7 }`), sent in `details` too. */
export type ErrorParams = Readonly<Record<string, string | number>>;

type English = string | ((p: ErrorParams) => string);

const ROLE_EN: Record<string, string> = { farmer: 'the farmer', user: 'the buyer' };
const PAST_EN: Record<string, string> = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  dispatch: 'dispatched',
  deliver: 'delivered',
};

const ENGLISH = {
  // Field rules (validation.ts), shared by the forms, the callables and the legacy API.
  'form/invalid-email': MESSAGES.invalidEmail,
  'form/password-length': MESSAGES.passwordLength,
  'form/pincode-length': MESSAGES.pincodeLength,
  'form/invalid-pincode': MESSAGES.invalidPincode,
  'form/invalid-phone': MESSAGES.invalidPhone,
  'form/fill-form': MESSAGES.fillForm,
  'form/fill-both': MESSAGES.fillBoth,
  'form/fill-product': MESSAGES.fillProduct,
  'form/unknown-state': MESSAGES.unknownState,
  'form/unknown-district': MESSAGES.unknownDistrict,
  'form/name-too-long': MESSAGES.nameTooLong,
  'form/farm-name-too-long': MESSAGES.farmNameTooLong,
  'form/choose-role': MESSAGES.chooseRole,
  // Any callable (lib/callable.ts): a value firebase-functions cannot decode
  // (an unknown or broken protobuf `@type` wrapper), refused before the handler.
  'request/unreadable-value': 'The request has a value the server cannot read. Please send plain numbers and text.',
  // Accounts (lib/guard.ts, auth/complete-signup.ts).
  'account/log-in-first': 'Please log in first',
  'account/role-fixed': PROFILE_MESSAGES.roleFixed,
  // Settings (profile/update-profile.ts).
  'profile/unfinished-signup': PROFILE_MESSAGES.unfinishedSignup,
  'profile/picture-not-https': PROFILE_MESSAGES.pictureNotHttps,
  'profile/picture-too-long': PROFILE_MESSAGES.pictureTooLong,
  'profile/too-many-addresses': PROFILE_MESSAGES.tooManyAddresses,
  // Blogs (blogs/*).
  'blogs/log-in-to-like': BLOG_MESSAGES.logInToLike,
  'blogs/already-liked': BLOG_MESSAGES.alreadyLiked,
  'blogs/not-liked': BLOG_MESSAGES.notLiked,
  'blogs/not-found': BLOG_MESSAGES.notFound,
  'blogs/farmers-only': 'Only farmers can write blogs',
  'blogs/title-required': 'Title is required',
  'blogs/title-too-long': `Title can be at most ${BLOG_LIMITS.titleMax} characters long`,
  'blogs/description-required': 'Description is required',
  'blogs/description-too-long': `Description can be at most ${BLOG_LIMITS.descriptionMax} characters long`,
  // Orders (orders/*, shared/orders.ts nextStatus).
  'orders/sign-up-to-buy': ORDER_MESSAGES.signUpToBuy,
  'orders/farmer-buying': ORDER_MESSAGES.farmerBuying,
  'orders/own-product': ORDER_MESSAGES.ownProduct,
  'orders/already-accepted': ORDER_MESSAGES.alreadyAccepted,
  'orders/product-gone': ORDER_MESSAGES.productGone,
  'orders/not-found': ORDER_MESSAGES.orderGone,
  'orders/not-your-order': ORDER_MESSAGES.notYourOrder,
  'orders/choose-product': ORDER_MESSAGES.chooseProduct,
  'orders/quantity-needed': ORDER_MESSAGES.quantityNeeded,
  'orders/quantity-step': ORDER_MESSAGES.quantityStep,
  'orders/quantity-whole': ORDER_MESSAGES.quantityWhole,
  'orders/quantity-min': ORDER_MESSAGES.quantityMin,
  'orders/quantity-max': ORDER_MESSAGES.quantityMax,
  'orders/bad-request-id': ORDER_MESSAGES.badRequestId,
  'orders/request-reused': ORDER_MESSAGES.requestReused,
  'orders/unknown-action': ORDER_MESSAGES.unknownAction,
  'orders/reason-too-long': ORDER_MESSAGES.reasonTooLong,
  'orders/unexpected-field': ORDER_MESSAGES.unexpectedField,
  'orders/bad-request': ORDER_MESSAGES.badRequest,
  'orders/busy': ORDER_MESSAGES.busy,
  'orders/withdrawn-before-sent': ORDER_MESSAGES.withdrawnBeforeSent,
  'orders/profile-missing': ORDER_MESSAGES.profileMissing,
  'orders/seller-missing': ORDER_MESSAGES.sellerMissing,
  'orders/too-many-open-for-product': ORDER_MESSAGES.tooManyOpenForProduct,
  'orders/too-many-open-for-farmer': ORDER_MESSAGES.tooManyOpenForFarmer,
  'orders/declined-no-stock': ORDER_MESSAGES.declinedNoStock,
  'orders/declined-product-removed': ORDER_MESSAGES.declinedProductRemoved,
  'orders/not-configured': 'Orders are not configured: an administrator must set ORDER_ID_KEY',
  /** { kg }: the stock left. */
  'orders/not-enough-stock': (p) => notEnoughStock(p.kg ?? 0),
  /** { role: 'farmer' | 'user', action }: who alone may take this step. */
  'orders/only-party': (p) => `Only ${ROLE_EN[p.role] ?? p.role} of this order can ${p.action} it`,
  /** { status }: the order is in the step's target state already. */
  'orders/already-in-status': (p) => `This order is already ${p.status}`,
  /** { status, action }: the step does not start from this state. */
  'orders/wrong-status': (p) => `An order that is ${p.status} cannot be ${PAST_EN[p.action] ?? p.action}`,
  // The farming assistant (assistant/*).
  'assistant/empty-message': ASSISTANT_MESSAGES.emptyMessage,
  'assistant/message-too-long': ASSISTANT_MESSAGES.messageTooLong,
  'assistant/history-too-long': ASSISTANT_MESSAGES.historyTooLong,
  'assistant/turn-too-long': ASSISTANT_MESSAGES.turnTooLong,
  'assistant/request-too-long': ASSISTANT_MESSAGES.requestTooLong,
  'assistant/bad-history': ASSISTANT_MESSAGES.badHistory,
  'assistant/rate-limited': ASSISTANT_MESSAGES.rateLimited,
  'assistant/not-configured': ASSISTANT_MESSAGES.notConfigured,
  'assistant/key-refused': ASSISTANT_MESSAGES.keyRefused,
  'assistant/provider-busy': ASSISTANT_MESSAGES.providerBusy,
  'assistant/provider-failed': ASSISTANT_MESSAGES.providerFailed,
  'assistant/timed-out': ASSISTANT_MESSAGES.timedOut,
  'assistant/no-answer': ASSISTANT_MESSAGES.noAnswer,
  // Distances (geo/*): locatePincode's input check.
  'geo/invalid-pincode': 'Enter a valid 6-digit pincode',
  // Web Push (notifications/save-push-subscription.ts, remove-push-subscription.ts).
  'push/bad-endpoint': 'Notifications cannot be turned on for this device: its push service address is not valid',
  'push/bad-subscription': 'Notifications cannot be turned on for this device: its push subscription is not valid',
  // Paying by UPI (orders/record-payment.ts, shared/payment.ts; a farmer's UPI ID in settings).
  'profile/bad-upi': 'Enter a UPI ID like name@bank',
  'payments/only-buyer': 'Only the buyer of this order can say it is paid',
  'payments/only-farmer': 'Only the farmer of this order can confirm the payment',
  'payments/not-accepted': 'An order can be paid for once the farmer has accepted it',
  'payments/already': 'This payment is already recorded',
  'payments/bad-reference': 'A UPI reference has 6 to 40 letters and digits',
  'payments/unknown-action': 'Say whether the order is paid or the payment received',
  // Weather by pincode (weather/*).
  'weather/city-not-found': WEATHER_MESSAGES.cityNotFound,
  'weather/weather-unavailable': WEATHER_MESSAGES.weatherUnavailable,
  'weather/forecast-unavailable': WEATHER_MESSAGES.forecastUnavailable,
  'weather/timed-out': WEATHER_MESSAGES.timedOut,
  'weather/busy': WEATHER_MESSAGES.busy,
  'weather/rate-limited': WEATHER_MESSAGES.rateLimited,
  'weather/not-configured': WEATHER_MESSAGES.notConfigured,
  'weather/key-refused': WEATHER_MESSAGES.keyRefused,
  // Mandi prices (mandi/*).
  'mandi/bad-title': 'Type the name of the produce, at most 100 characters, to see its mandi price',
  'mandi/rate-limited': 'Mandi prices were asked for too often in a minute. Please wait a little and try again.',
  'mandi/admins-only': 'Only an administrator can refresh the mandi prices',
  'mandi/source-unavailable': 'The mandi price source did not answer usefully. Please try again later.',
  'mandi/bad-refresh': 'A refresh takes nothing, or only whether to fill in older products first',
  'photos/farmers-only': PHOTO_MESSAGES.farmersOnly,
  'photos/not-yours': PHOTO_MESSAGES.notYours,
  'photos/product-gone': PHOTO_MESSAGES.productGone,
  'photos/empty': PHOTO_MESSAGES.empty,
  'photos/not-image': PHOTO_MESSAGES.notImage,
  'photos/too-big': PHOTO_MESSAGES.tooBig,
  'photos/too-many-pixels': PHOTO_MESSAGES.tooManyPixels,
  'photos/has-location': PHOTO_MESSAGES.hasLocation,
  'photos/too-many': PHOTO_MESSAGES.tooMany,
  'photos/bad-arrangement': PHOTO_MESSAGES.badArrangement,
  'photos/bad-request': PHOTO_MESSAGES.badRequest,
  'ops/admins-only': 'Only an administrator can run the catch-up',
  'ops/bad-catch-up':
    'A catch-up takes nothing, or whole numbers: commandGraceSeconds from 0 to 3600 and lookbackMinutes from 1 to 1440',
} as const satisfies Record<string, English>;

export type ErrorCode = keyof typeof ENGLISH;

/** Every stable error code. */
export const ERROR_CODES = Object.keys(ENGLISH) as ErrorCode[];

/** What an HttpsError's `details` carries: the code and the message's parameters. */
export type ErrorDetails = { code: ErrorCode } & ErrorParams;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ENGLISH, value);
}

/** The English message of `code` with its parameters filled in. */
export function englishError(code: ErrorCode, params: ErrorParams = {}): string {
  const m: English = ENGLISH[code];
  return typeof m === 'string' ? m : m(params);
}

// The zod schemas carry the English texts above (the legacy API answers with
// them); a failed parse is turned into its code here, where the text was made,
// by looking the fixed text up in this table. Nothing received over the
// network is ever matched: browsers read `details.code`.
let byText: Map<string, ErrorCode> | undefined;

/** The code of one of this table's fixed (parameterless) English messages. */
export function codeOfFixedMessage(message: string): ErrorCode | undefined {
  byText ??= new Map(
    ERROR_CODES.flatMap((c) => {
      const m: English = ENGLISH[c];
      return typeof m === 'string' ? [[m, c] as const] : [];
    }).reverse(),
  );
  return byText.get(message);
}
