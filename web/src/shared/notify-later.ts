// An error toast from a page that does not otherwise load notify: notify and the
// error texts it reads (about 7 KB) are fetched with the first message, so they
// stay out of the guards' and the market's first download. The toast library
// itself comes with any first toast (notify.ts).

/** Shows `message` as an error toast, loading the toasts first. */
export function notifyErrorLater(message: string): void {
  void import('./notify').then(({ notify }) => notify.error(message));
}
