import { useSyncExternalStore } from 'react';
import { Toaster, type ToasterProps } from 'react-hot-toast';

// shared/notify.ts raises toasts with the library's `toast`, loaded with this component.
export { default as toast } from 'react-hot-toast';

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

// Phones (MUI's xs, below 600 px) get toasts at the bottom, clear of the form
// being filled in; there they let taps through (a phone has no hover to pause
// them, and a toast must never block the button under it).
const LET_TAPS_THROUGH = '[data-rht-toaster] > div, [data-rht-toaster] > div * { pointer-events: none !important; }';
const PHONE = '(max-width: 599.95px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(PHONE).matches;

/** Mounted by the app once the first toast has loaded this module (shared/notify.ts). */
export default function AppToaster() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return (
    <>
      {phone && <style>{LET_TAPS_THROUGH}</style>}
      <Toaster
        position={phone ? 'bottom-center' : 'top-center'}
        gutter={8}
        containerStyle={{ inset: 16 }}
        toastOptions={TOAST_OPTIONS}
      />
    </>
  );
}
