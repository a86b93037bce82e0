import type { GeoPoint } from '@shared/geo';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '@/shared/store';
import {
  addressUnread,
  keepAddressPincode,
  keepPoint,
  keepTypedPincode,
  keptPoint,
  PINCODE,
  startingPincode,
  typedPincode,
} from '../buyer-place';

type LocateApi = typeof import('../api/locate-api');
const loadApi = (): Promise<LocateApi> => import('../api/locate-api');

export interface BuyerPoint {
  /** The pincode as typed (or from the buyer's first address). */
  pincode: string;
  point: GeoPoint | null;
  /** On a first visit, until the buyer's place is known: the cards keep the distance line's room. */
  coming: boolean;
}

export type PointStatus = 'idle' | 'invalid' | 'locating' | 'ready' | 'unknown' | 'error';

type Located = { pincode: string; point: GeoPoint | null; error: unknown };

/** What is known of `pincode` without asking the server. */
function locatedHere(pincode: string): Located | null {
  const point = keptPoint(pincode);
  return point ? { pincode, point, error: null } : null;
}

/**
 * Where the buyer is, for distances: a signed-in buyer's first address, or a
 * pincode typed on the market (kept on this device for the next visit). A
 * pincode missing from the centroid table gives no point, so no distance.
 */
export function useBuyerPoint(): {
  status: PointStatus;
  data: BuyerPoint;
  error: unknown;
  setPincode: (text: string) => void;
} {
  const uid = useAppStore((s) => s.uid);
  const role = useAppStore((s) => s.role);
  // A repeat visit starts from what this phone kept, so the first render (and index.html's
  // first cards) already carry the distances: placed later, each line moved the cards below.
  const [pincode, setPincodeState] = useState(() => startingPincode(role === 'user' ? uid : null));
  const [typedByHand, setTypedByHand] = useState(() => typedPincode() !== '');
  // Set in the keystroke's own handler: an address that arrives between the keystroke
  // and the effect's cleanup must not replace what the buyer typed.
  const typed = useRef(typedByHand);
  const [located, setLocated] = useState<Located | null>(() => locatedHere(pincode));
  // A first visit (buyer-place.ts): distances come once the address is read and placed.
  const [startedUnread] = useState(() => role === 'user' && addressUnread(uid));
  const [addressRead, setAddressRead] = useState(false);

  // A buyer's first address fills the field, unless they typed one.
  useEffect(() => {
    if (role !== 'user' || !uid || typedByHand) return;
    let cancelled = false;
    loadApi()
      .then((api) => api.firstAddressPincode(uid))
      .then((pin) => {
        if (cancelled) return;
        keepAddressPincode(uid, pin);
        // A transition, as each place found below: the market's cards re-render with their
        // distances in slices that yield, not in one long task. An address removed since
        // the last visit takes its distances with it.
        startTransition(() => {
          setAddressRead(true);
          if (!typed.current) setPincodeState(pin ?? '');
        });
      })
      // Not read (offline on a first visit): no distances, and the field stays for typing.
      .catch(() => {
        if (!cancelled) startTransition(() => setAddressRead(true));
      });
    return () => {
      cancelled = true;
    };
  }, [uid, role, typedByHand]);

  useEffect(() => {
    if (!PINCODE.test(pincode)) return;
    // Placed before on this phone: no call (on a cheap phone, the Functions SDK and its request
    // were a long task of the signed-in buyer's market), and distances offline too.
    const here = locatedHere(pincode);
    if (here) {
      // Kept from the first render when it was this pincode: no second render.
      startTransition(() => setLocated((current) => (current?.pincode === pincode && current.point ? current : here)));
      return;
    }
    let cancelled = false;
    loadApi()
      .then((api) => api.locatePincode(pincode))
      .then((point) => {
        if (cancelled) return;
        if (point) keepPoint(pincode, point);
        startTransition(() => setLocated({ pincode, point, error: null }));
      })
      .catch((error: unknown) => {
        if (!cancelled) startTransition(() => setLocated({ pincode, point: null, error }));
      });
    return () => {
      cancelled = true;
    };
  }, [pincode]);

  const setPincode = useCallback((text: string) => {
    typed.current = true;
    setTypedByHand(true);
    setPincodeState(text);
    if (text === '') keepTypedPincode('');
  }, []);

  const current = located?.pincode === pincode ? located : null;
  // Kept for the next visit only once located: a pincode we cannot place
  // (999999) is refused on the field and replaces nothing that was kept.
  const placed = typedByHand && current?.point ? current.pincode : null;
  useEffect(() => {
    if (placed) keepTypedPincode(placed);
  }, [placed]);
  let status: PointStatus;
  if (pincode === '') status = 'idle';
  else if (!PINCODE.test(pincode)) status = 'invalid';
  else if (!current) status = 'locating';
  else if (current.error) status = 'error';
  else status = current.point ? 'ready' : 'unknown';
  const coming = startedUnread && (!addressRead || status === 'locating');
  return {
    status,
    data: { pincode, point: current?.point ?? null, coming },
    error: current?.error ?? null,
    setPincode,
  };
}
