// Types for scripts/seed.mjs, so the TypeScript tests can import it.
export interface SeedCounts {
  farmers: number;
  buyers: number;
  products: number;
  blogs: number;
  likes: number;
  orders: number;
}
export interface DemoLogin {
  email: string;
  password: string;
  role: 'farmer' | 'user';
  name: string;
  place: string;
}
export const EMULATOR_HOSTS: { firestore: string; auth: string; hub: string };
export const DEMO_LOGINS: readonly DemoLogin[];
export const DEMO_PASSWORD: string;
export function emulatorsRunning(): Promise<boolean>;
export function clearEmulators(): Promise<void>;
/** Turns the functions emulator's background triggers off or on; false when there is none. */
export function setTriggers(enabled: boolean): Promise<boolean>;
/** Writes the demo data (after emptying the emulators when `clear` is set). */
export function seed(options?: { now?: number; clear?: boolean }): Promise<SeedCounts>;
export function loginTable(): string;
