import { englishError, isErrorCode, type ErrorParams } from '@shared/error-codes';
import i18n, { hindiErrorText } from './i18n';

// The one lookup from a stable error code (functions/src/shared/error-codes.ts)
// and its parameters to the words a person reads, in the chosen language. The
// server's English text is never shown or matched: an unknown code gets the
// generic message in the chosen language. Only error paths import this module,
// so the English table stays out of `/`'s first load.

/** The message for `code` with `params`, in English or Hindi. */
export function errorText(code: unknown, params: ErrorParams = {}): string {
  if (!isErrorCode(code)) return i18n.t('errors.generic');
  if (i18n.language === 'hi') return hindiErrorText(code, params) ?? i18n.t('errors.generic');
  return englishError(code, params);
}

/** The message for an HttpsError's (or a command outcome's) `details`: { code, ...params }. */
export function detailsText(details: unknown): string {
  const d = (details ?? {}) as { code?: unknown } & ErrorParams;
  return errorText(d.code, d);
}
