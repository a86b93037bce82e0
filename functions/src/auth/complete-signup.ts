import { FieldValue } from 'firebase-admin/firestore';
import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { adminAuth, db } from '../lib/admin';
import { geoForPincode } from '../lib/pincode-geo';
import { parse, requireAuth } from '../lib/guard';
import { completeSignupSchema, type Role } from '../shared';
import { refusal } from '../lib/refusal';

export type CompleteSignupData = ReturnType<typeof completeSignupSchema.parse>;

/**
 * Finishes a signup: stores the profile and sets the role claim, exactly once.
 * The role can never be chosen again or changed afterwards.
 */
export const completeSignup = callable(CALLABLE, async (req) => {
  const caller = requireAuth(req);
  return completeSignupFor(caller.uid, parse(completeSignupSchema, req.data));
});

/**
 * The body of completeSignup, shared with the legacy /sign and /signUpUSER
 * routes. `input` has been parsed with completeSignupSchema by the caller.
 */
export async function completeSignupFor(uid: string, input: CompleteSignupData): Promise<{ role: Role }> {
  const user = await adminAuth.getUser(uid);
  if (user.customClaims?.role) {
    throw refusal('already-exists', 'account/role-fixed');
  }
  const email = user.email ?? '';
  const now = FieldValue.serverTimestamp();
  const profileRef = db.collection(input.role === 'farmer' ? 'farmers' : 'users').doc(uid);
  const publicRef = db.collection('publicProfiles').doc(uid);

  await db.runTransaction(async (tx) => {
    const [mine, other] = await Promise.all([
      tx.get(profileRef),
      tx.get(db.collection(input.role === 'farmer' ? 'users' : 'farmers').doc(uid)),
    ]);
    if (mine.exists || other.exists) {
      throw refusal('already-exists', 'account/role-fixed');
    }
    const picture = input.profile.profilePicture ?? '';
    if (input.role === 'farmer') {
      const f = input.profile;
      tx.create(profileRef, {
        email,
        firstName: f.firstName,
        lastName: f.lastName,
        farmName: f.farmName,
        farmLocation: f.farmLocation,
        // The farm's coordinates for distances (null: pincode not in the table).
        geo: geoForPincode(f.farmLocation.pincode),
        profilePicture: picture,
        finances: { expenditure: 0, income: 0, profit: 0, loss: 0 },
        createdAt: now,
        updatedAt: now,
      });
      tx.create(publicRef, {
        role: 'farmer',
        firstName: f.firstName,
        lastName: f.lastName,
        farmName: f.farmName,
        farmLocation: f.farmLocation,
        profilePicture: picture,
      });
    } else {
      const u = input.profile;
      tx.create(profileRef, {
        email,
        firstName: u.firstName,
        lastName: u.lastName,
        phoneNumber: u.phoneNumber,
        addresses: u.addresses,
        profilePicture: picture,
        createdAt: now,
        updatedAt: now,
      });
      // No public profile for a buyer: nothing public shows a buyer, and the
      // order screens carry their own snapshot of the buyer's name.
    }
  });
  // userId is the claim old clients decode from the token (legacy API, docs/legacy-api.md).
  await adminAuth.setCustomUserClaims(uid, { role: input.role, userId: uid });
  // The name rides in the ID token, so the header shows it without reading Firestore.
  await adminAuth.updateUser(uid, {
    displayName: `${input.profile.firstName} ${input.profile.lastName}`,
  });
  return { role: input.role };
}
