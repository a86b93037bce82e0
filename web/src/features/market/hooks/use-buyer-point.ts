import type { GeoPoint } from '@shared/geo';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '@/shared/store';

type LocateApi = typeof import('../api/locate-api');
const loadApi = (): Promise<LocateApi> => import('../api/locate-api');

const STORAGE_KEY = 'kh-market-pincode';
/** Pincodes this phone has placed, newest last: a repeat visit shows distances without a call. */
const POINTS_KEY = 'kh-market-points';
const POINTS_KEPT = 8;
const PINCODE = /^[1-9][0-9]{5}$/;

export interface BuyerPoint {
  /** The pincode as typed (or from the buyer's first address). */
  pincode: string;
  point: GeoPoint | null;
}

export type PointStatus = 'idle' | 'invalid' | 'locating' | 'ready' | 'unknown' | 'error';

function remember(text: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // private mode: the pincode is kept for this visit only
  }
}

function savedPincode(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

type KeptPoint = [pincode: string, lat: number, lng: number];

function keptPoints(): KeptPoint[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(POINTS_KEY) ?? '[]');
    return Array.isArray(kept)
      ? kept.filter(
          (k): k is KeptPoint =>
            Array.isArray(k) && typeof k[0] === 'string' && Number.isFinite(k[1]) && Number.isFinite(k[2]),
        )
      : [];
  } catch {
    return [];
  }
}

/** A pincode's centroid as this phone last had it from the server (the table changes with a deploy, rarely). */
function keptPoint(pincode: string): GeoPoint | null {
  const kept = keptPoints().find(([pin]) => pin === pincode);
  return kept ? { lat: kept[1], lng: kept[2] } : null;
}

function keepPoint(pincode: string, point: GeoPoint): void {
  const kept = keptPoints().filter(([pin]) => pin !== pincode);
  kept.push([pincode, point.lat, point.lng]);
  try {
    localStorage.setItem(POINTS_KEY, JSON.stringify(kept.slice(-POINTS_KEPT)));
  } catch {
    // private mode: placed again at the next visit
  }
}

type Located = { pincode: string; point: GeoPoint | null; error: unknown };

/** What is known of `pincode` without asking the server. */
function locatedHere(pincode: string): Located | null {
  const point = PINCODE.test(pincode) ? keptPoint(pincode) : null;
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
  const [pincode, setPincodeState] = useState(savedPincode);
  const [typedByHand, setTypedByHand] = useState(() => savedPincode() !== '');
  // Set in the keystroke's own handler: an address that arrives between the keystroke
  // and the effect's cleanup must not replace what the buyer typed.
  const typed = useRef(typedByHand);
  const [located, setLocated] = useState<Located | null>(() => locatedHere(pincode));

  // A buyer's first address fills the field, unless they typed one.
  useEffect(() => {
    if (role !== 'user' || !uid || typedByHand) return;
    let cancelled = false;
    loadApi()
      .then((api) => api.firstAddressPincode(uid))
      .then((pin) => {
        // A transition, as each place found below: the market's cards re-render with their
        // distances in slices that yield, not in one long task.
        if (!cancelled && !typed.current && pin) startTransition(() => setPincodeState(pin));
      })
      .catch(() => undefined); // no address: the field stays for typing
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
    if (text === '') remember('');
  }, []);

  const current = located?.pincode === pincode ? located : null;
  // Kept for the next visit only once located: a pincode we cannot place
  // (999999) is refused on the field and replaces nothing that was kept.
  const placed = typedByHand && current?.point ? current.pincode : null;
  useEffect(() => {
    if (placed) remember(placed);
  }, [placed]);
  let status: PointStatus;
  if (pincode === '') status = 'idle';
  else if (!PINCODE.test(pincode)) status = 'invalid';
  else if (!current) status = 'locating';
  else if (current.error) status = 'error';
  else status = current.point ? 'ready' : 'unknown';
  return { status, data: { pincode, point: current?.point ?? null }, error: current?.error ?? null, setPincode };
}
