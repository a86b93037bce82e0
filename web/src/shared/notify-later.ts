// An error toast from a page that does not otherwise load toasts: the toast
// library (react-hot-toast and the toaster notify mounts) is fetched with the
// first message, so it stays out of the landing page's and the market's first
// load (it was one 100-380 ms main-thread task on the market).

/** Shows `message` as an error toast, loading the toasts first. */
export function notifyErrorLater(message: string): void {
  void import('./notify').then(({ notify }) => notify.error(message));
}
