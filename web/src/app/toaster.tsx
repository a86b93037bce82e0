import { Toaster, type ToasterProps } from 'react-hot-toast';

// The spec's toast timings: 4 s for plain and error toasts, 2 s for success,
// loading toasts until replaced. react-hot-toast keeps at most 20 toasts and
// removes one 1 s after it is dismissed (its TOAST_LIMIT and removeDelay).
const TOAST_OPTIONS: ToasterProps['toastOptions'] = {
  duration: 4000,
  removeDelay: 1000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

/** Lazily loaded by the app once a screen that can toast (anything importing notify) is shown. */
export default function AppToaster() {
  return <Toaster position="top-center" gutter={8} containerStyle={{ inset: 16 }} toastOptions={TOAST_OPTIONS} />;
}
