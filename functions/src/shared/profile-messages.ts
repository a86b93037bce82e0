import { LIMITS } from './validation';

// Messages of the settings screen and the updateProfile function. Kept apart
// from the zod schemas so the web app's first download can translate them
// without pulling in zod and the district list.
export const PROFILE_MESSAGES = {
  roleFixed: 'This account already has a role; it cannot be changed',
  unfinishedSignup: 'Please finish signing up first',
  pictureNotHttps: 'Picture must be an https:// address',
  pictureTooLong: 'The picture address can be at most 500 characters long',
  tooManyAddresses: `At most ${LIMITS.addressesMax} addresses can be saved`,
} as const;
