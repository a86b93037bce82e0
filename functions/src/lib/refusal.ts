import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { englishError, type ErrorCode, type ErrorParams } from '../shared/error-codes';

/**
 * A refusal as every callable and trigger gives it: a standard code, the
 * English message (logs, the legacy API) and, in `details`, the stable error
 * code with the message's parameters, by which the web app shows its own words.
 */
export function refusal(status: FunctionsErrorCode, code: ErrorCode, params: ErrorParams = {}): HttpsError {
  return new HttpsError(status, englishError(code, params), { ...params, code });
}
