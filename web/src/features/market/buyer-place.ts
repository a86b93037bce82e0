import { distanceKm, type GeoPoint, roundedKm } from '@shared/geo';

// Where the buyer is, as this phone keeps it: read by the market's hook (hooks/use-buyer-point.ts)
// and by the first paint (first-paint/paint-first-cards.ts), so that the cards index.html draws
// carry the same distance lines React's will (a line added later moved every card below it).
// All keys start with `kh`: a logout wipes them (shared/forget-person.ts).

/** The pincode the buyer typed on the market, kept for the next visit once placed. */
const TYPED_KEY = 'kh-market-pincode';
/** Pincodes this phone has placed, newest last: a repeat visit shows distances without a call. */
const POINTS_KEY = 'kh-market-points';
const POINTS_KEPT = 8;
/** A signed-in buyer's first address pincode as last read, with whose it is: [uid, pincode], '' for none. */
const ADDRESS_KEY = 'kh-market-address-pincode';
export const PINCODE = /^[1-9][0-9]{5}$/;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode: kept for this visit only
  }
}

export const typedPincode = (): string => read(TYPED_KEY) ?? '';
export const keepTypedPincode = (text: string): void => write(TYPED_KEY, text);

/**
 * The address pincode last read for `uid`: a pincode, '' (the buyer has no address), or null
 * (never read on this phone, or the key holds another person's).
 */
export function keptAddressPincode(uid: string | null): string | null {
  try {
    const kept: unknown = JSON.parse(read(ADDRESS_KEY) ?? 'null');
    return uid && Array.isArray(kept) && kept[0] === uid && typeof kept[1] === 'string' ? kept[1] : null;
  } catch {
    return null;
  }
}

export function keepAddressPincode(uid: string, pincode: string | null): void {
  write(ADDRESS_KEY, JSON.stringify([uid, pincode ?? '']));
}

/**
 * A buyer's first visit to the market on this phone: nothing typed and their address never
 * read, so their distances come only later. The cards keep the distance line's room meanwhile
 * (index.html's and React's alike), so that nothing moves when the distances come.
 */
export function addressUnread(uid: string | null): boolean {
  return uid !== null && typedPincode() === '' && keptAddressPincode(uid) === null;
}

type KeptPoint = [pincode: string, lat: number, lng: number];

function keptPoints(): KeptPoint[] {
  try {
    const kept: unknown = JSON.parse(read(POINTS_KEY) ?? '[]');
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
export function keptPoint(pincode: string): GeoPoint | null {
  const kept = PINCODE.test(pincode) ? keptPoints().find(([pin]) => pin === pincode) : undefined;
  return kept ? { lat: kept[1], lng: kept[2] } : null;
}

export function keepPoint(pincode: string, point: GeoPoint): void {
  const kept = keptPoints().filter(([pin]) => pin !== pincode);
  kept.push([pincode, point.lat, point.lng]);
  write(POINTS_KEY, JSON.stringify(kept.slice(-POINTS_KEPT)));
}

/**
 * The pincode the market starts from: the one typed on this phone, else (for the
 * buyer `uid`) their address's as last read.
 */
export function startingPincode(uid: string | null): string {
  return typedPincode() || keptAddressPincode(uid) || '';
}

/** The "~N km" figure a card shows, or null without both points. */
export function cardDistanceKm(buyer: GeoPoint | null, farm: GeoPoint | null): number | null {
  return buyer && farm ? roundedKm(distanceKm(buyer, farm)) : null;
}
