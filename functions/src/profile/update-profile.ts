import { FieldValue, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { adminAuth, db } from '../lib/admin';
import { parse, requireAuth } from '../lib/guard';
import { geoForPincode } from '../lib/pincode-geo';
import { SETTINGS_SCHEMAS, mentionsRole, type UpdateProfileResult } from '../shared/profile-update';
import { refusal } from '../lib/refusal';
import { syncUpiId } from './sync-upi-id';

// Firestore allows 500 writes per batch; stay well below it.
const BATCH_SIZE = 400;

/**
 * Settings: changes the caller's own profile, validated as at signup. The role
 * comes from the token and is never an input. The private profile and the
 * public one change together in one transaction; then the copies other
 * documents keep (a product's farm location, a blog's author name and picture)
 * are brought up to date (and a farmer's UPI ID on the accepted orders not yet
 * paid), and the Auth display name the header shows.
 */
export const updateProfile = callable(CALLABLE, async (req): Promise<UpdateProfileResult> => {
  const caller = requireAuth(req);
  if (!caller.role) throw refusal('failed-precondition', 'profile/unfinished-signup');
  if (mentionsRole(req.data)) throw refusal('invalid-argument', 'account/role-fixed');
  const uid = caller.uid;
  const now = FieldValue.serverTimestamp();
  const profileRef = db.collection(caller.role === 'farmer' ? 'farmers' : 'users').doc(uid);
  const publicRef = db.collection('publicProfiles').doc(uid);

  let publicFields: DocumentData;
  let privateFields: DocumentData;
  if (caller.role === 'farmer') {
    const f = parse(SETTINGS_SCHEMAS.farmer, req.data);
    const common = { firstName: f.firstName, lastName: f.lastName, profilePicture: f.profilePicture ?? '' };
    publicFields = { role: 'farmer', ...common, farmName: f.farmName, farmLocation: f.farmLocation };
    // The UPI ID stays private: an accepted order's buyer gets it with the contacts.
    privateFields = { ...common, farmName: f.farmName, farmLocation: f.farmLocation };
    if (f.upiId !== undefined) privateFields.upiId = f.upiId;
  } else {
    const u = parse(SETTINGS_SCHEMAS.user, req.data);
    const common = { firstName: u.firstName, lastName: u.lastName, profilePicture: u.profilePicture ?? '' };
    privateFields = { ...common, phoneNumber: u.phoneNumber, addresses: u.addresses };
    publicFields = common;
  }

  await db.runTransaction(async (tx) => {
    const mine = await tx.get(profileRef);
    if (!mine.exists) throw refusal('failed-precondition', 'profile/unfinished-signup');
    // A farmer's coordinates follow their pincode (products get theirs from onProductWritten).
    const geo = caller.role === 'farmer' ? { geo: geoForPincode(publicFields.farmLocation.pincode) } : {};
    tx.update(profileRef, { ...privateFields, ...geo, updatedAt: now });
    // Only farmers are public. A buyer's public profile from before that rule is removed.
    if (caller.role === 'farmer') tx.set(publicRef, publicFields);
    else tx.delete(publicRef);
  });

  // Each pass rewrites only the documents whose copy differs from the profile,
  // so a call that failed half way is completed by simply calling again.
  const author = {
    firstName: publicFields.firstName,
    lastName: publicFields.lastName,
    profilePicture: publicFields.profilePicture,
  };
  const blogsUpdated = await syncCopies(db, db.collection('blogs').where('authorId', '==', uid), 'author', author);
  const productsUpdated =
    caller.role === 'farmer'
      ? await syncCopies(db, db.collection('products').where('farmerId', '==', uid), 'farmLocation', {
          ...publicFields.farmLocation,
        })
      : 0;
  // A UPI ID left out of the call is unchanged; '' removes it, from waiting orders too.
  const upiId = caller.role === 'farmer' ? (privateFields.upiId as string | undefined) : undefined;
  const ordersUpdated = upiId === undefined ? 0 : await syncUpiId(db, uid, upiId);

  const displayName = `${publicFields.firstName} ${publicFields.lastName}`;
  await adminAuth.updateUser(uid, { displayName });
  return { displayName, productsUpdated, blogsUpdated, ordersUpdated };
});

/** Sets `field` to `value` on every document of `query` that holds another value; returns how many. */
async function syncCopies(store: Firestore, query: Query, field: string, value: DocumentData): Promise<number> {
  const snap = await query.get();
  const stale = snap.docs.filter((d) => !sameMap(d.get(field), value));
  for (let i = 0; i < stale.length; i += BATCH_SIZE) {
    const batch = store.batch();
    for (const d of stale.slice(i, i + BATCH_SIZE)) batch.update(d.ref, { [field]: value });
    await batch.commit();
  }
  return stale.length;
}

function sameMap(current: unknown, wanted: DocumentData): boolean {
  if (!current || typeof current !== 'object') return false;
  const c = current as DocumentData;
  const keys = new Set([...Object.keys(c), ...Object.keys(wanted)]);
  return [...keys].every((k) => c[k] === wanted[k]);
}
