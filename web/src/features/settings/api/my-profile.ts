import type { PlaceValue } from '@/shared/ui/place-fields';

// The profile as the settings forms edit it, shared by the worker's query
// (settings-queries.ts) and the page (settings-api.ts).

interface Common {
  firstName: string;
  lastName: string;
  profilePicture: string;
}
export interface FarmerProfile extends Common {
  role: 'farmer';
  farmName: string;
  farmLocation: PlaceValue;
  /** Where buyers of accepted orders pay by UPI; '' when none. */
  upiId: string;
}
export interface BuyerProfile extends Common {
  role: 'user';
  phoneNumber: string;
  addresses: PlaceValue[];
}
export type MyProfile = FarmerProfile | BuyerProfile;
