// Dates show as dd/mm/yyyy and times in IST whatever the device's zone is.
const IST = 'Asia/Kolkata';

// Formatters are made on first use: creating one loads locale and zone data, a
// main-thread cost that pages showing no date (the market) need not pay.
let dateFmt: Intl.DateTimeFormat | undefined;
let timeFmt: Intl.DateTimeFormat | undefined;
const dateFormat = () =>
  (dateFmt ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: IST,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }));
const timeFormat = () =>
  (timeFmt ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: IST,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }));

export function formatDate(ms: number): string {
  return dateFormat().format(ms);
}

export function formatTime(ms: number): string {
  return `${timeFormat().format(ms)} IST`;
}

export function formatDateTime(ms: number): string {
  return `${formatDate(ms)} ${formatTime(ms)}`;
}

/** Weekday name in IST, e.g. "Monday". */
export function weekdayOf(ms: number, locale = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, { timeZone: IST, weekday: 'long' }).format(ms);
}
