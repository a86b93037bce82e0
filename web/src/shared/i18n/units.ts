import { formatClock, formatDate } from '@shared/dates';
import { formatRupeeAmount, formatRupees } from '@shared/money';
import i18n from './index';

// Money, weight and time words in the reader's language: "Rs. 40.50", "kg" and
// "IST" in English; "₹40.50", "किलो" and "भारतीय समय" in Hindi. The numbers keep
// Indian digit grouping either way. Components call these while rendering, so a
// language switch (which re-renders through useTranslation) changes them too.

const hindi = () => i18n.language === 'hi';

/** "Rs. 1,23,456.50" or "₹1,23,456.50". */
export function rupees(paise: number): string {
  return hindi() ? `₹${formatRupeeAmount(paise)}` : formatRupees(paise);
}

/** "14:05:09 IST" or "14:05:09 भारतीय समय". */
export function timeIst(ms: number): string {
  return `${formatClock(ms)} ${hindi() ? 'भारतीय समय' : 'IST'}`;
}

/** "23/11/2026 14:05:09 IST" (dd/mm/yyyy) or the same with "भारतीय समय". */
export function dateTimeIst(ms: number): string {
  return `${formatDate(ms)} ${timeIst(ms)}`;
}
