export const ROLES = ['farmer', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The old app's userType values, kept for blog likes and the legacy API. */
export const USER_TYPE: Record<Role, 'Farmer' | 'User'> = { farmer: 'Farmer', user: 'User' };

export function isRole(value: unknown): value is Role {
  return value === 'farmer' || value === 'user';
}
