// Dates show as dd/mm/yyyy and times in IST whatever the device's zone is.
const IST = 'Asia/Kolkata';

// dd/mm/yyyy and the clock are worked out by hand, not with Intl.DateTimeFormat:
// creating the first formatter loads ICU's locale and zone data, measured at
// 100-120 ms of main thread at the cheap phone's slowdown on every screen that
// shows a date (the orders, the dashboard). IST is UTC+05:30 all year (India
// has kept no summer time since 1945), so the instant shifted by 5:30 and read
// as UTC (its ISO text) gives the Indian date and time on a device in any zone.
const IST_OFFSET_MS = 330 * 60_000;

/** The instant shifted to IST as ISO text; throws a RangeError on an invalid time, as Intl did. */
const ist = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString();

/** "23/11/2026": the date in IST. */
export function formatDate(ms: number): string {
  const iso = ist(ms);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** "14:05:09": the 24-hour clock in IST, without the zone's name. */
export function formatClock(ms: number): string {
  return ist(ms).slice(11, 19);
}

export function formatTime(ms: number): string {
  return `${formatClock(ms)} IST`;
}

export function formatDateTime(ms: number): string {
  return `${formatDate(ms)} ${formatTime(ms)}`;
}

/** Weekday name in IST, e.g. "Monday". */
export function weekdayOf(ms: number, locale = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, { timeZone: IST, weekday: 'long' }).format(ms);
}
