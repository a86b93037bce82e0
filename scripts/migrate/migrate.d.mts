// Types for scripts/migrate/migrate.mjs, so the TypeScript tests can import it.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';

/** One document's planned write: an update of `set` and `delete`, only if unchanged since `updateTime`. */
export interface Change {
  path: string;
  /** The document's update time when it was planned: the write's precondition. */
  updateTime: Timestamp;
  /** Field paths and their new values (update() semantics: a dotted key is a nested field). */
  set?: Record<string, unknown>;
  delete?: string[];
  /** Why it is planned, for the dry run's listing. */
  why?: string;
}

export interface Migration {
  id: string;
  description: string;
  /** The changes that bring the data up to date; none once they are applied. */
  plan(db: Firestore): Promise<Change[]>;
}

export interface Skipped {
  path: string;
  reason: 'changed since planned' | 'deleted since planned';
}

export interface MigrationRun {
  id: string;
  description: string;
  changes: Change[];
  written: number;
  skipped: Skipped[];
  /** migrations/{id} as it was before this run, or null when never applied. */
  recorded: Record<string, unknown> | null;
}

export const BATCH_SIZE: number;
export const MIGRATIONS: string;
export function loadMigrations(): Promise<Migration[]>;
export function applyChanges(db: Firestore, changes: Change[]): Promise<{ written: number; skipped: Skipped[] }>;
export function runMigrations(options: { db: Firestore; apply?: boolean; only?: string }): Promise<MigrationRun[]>;
