// Types for scripts/backup/take-backup.mjs, so the TypeScript tests can import it.
import type { Inventory } from './inventory.mjs';

export interface BackupManifest {
  createdAt: string;
  projectId: string;
  steady: boolean;
  firestore: { documents: number; collections: Inventory };
  auth: { accounts: number | null };
}
export const EXPORT_METADATA: string;
export function runningEmulators(hub?: string): Promise<Record<string, { host: string; port: number }> | null>;
export function hostOf(emulator: { host: string; port: number }): string;
export function takeBackup(where: string, options?: { hub?: string }): Promise<BackupManifest>;
