// Shared harness for the security-rules specs: one test environment per spec
// file on the Firestore emulator, loaded with the repository's firestore.rules,
// and one client per role. Every spec starts each test from an empty database.
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { FIRESTORE_REST, HOST, PORTS } from '../helpers/env';

// A project of its own: the rules specs run beside the other emulator suites
// (vitest's \`rules\` project), and this keeps their data and theirs apart.
export const RULES_PROJECT_ID = 'demo-krishihaat-rules';

export const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** The ids behind each role context (the buyer role is called 'user' in claims). */
export const UID = {
  farmer: 'farmerA',
  otherFarmer: 'farmerB',
  buyer: 'buyerA',
  otherBuyer: 'buyerB',
} as const;

export type Role = 'visitor' | 'farmer' | 'otherFarmer' | 'buyer' | 'otherBuyer';
export const ROLES: readonly Role[] = ['visitor', 'farmer', 'otherFarmer', 'buyer', 'otherBuyer'];

export interface RulesHarness {
  /** The Firestore client of a role, as that person's browser would hold it. */
  db(role: Role): Firestore;
  /** A signed-in account that has not finished signup (no role claim yet). */
  newcomer(): Firestore;
  /**
   * One `describe` per role, titled `as <role><suffix>`, whose tests reach Firestore through
   * `db()` as that role: the per-role blocks every spec writes.
   */
  asEach(roles: readonly Role[], body: (db: () => Firestore, role: Role) => void, suffix?: string): void;
  /** Writes documents (path -> data) with the rules switched off, like the Admin SDK would. */
  seed(docs: Record<string, DocumentData>): Promise<void>;
  env(): RulesTestEnvironment;
}

// The rules-unit-testing contexts hand out compat instances; the modular API
// accepts them (it unwraps the delegate), only the declared type differs.
const modular = (ctx: RulesTestContext) => ctx.firestore() as unknown as Firestore;

// Denied writes are the point of most tests; the SDK would warn about each one.
setLogLevel('error');

/** The rules text the emulator is enforcing now (its coverage report carries it). */
async function loadedRules(): Promise<string | undefined> {
  const res = await fetch(`${FIRESTORE_REST}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage`);
  if (!res.ok) return undefined;
  const report = (await res.json()) as { rules?: { files?: Array<{ content?: string }> } };
  return report.rules?.files?.[0]?.content;
}

/**
 * Registers the hooks of one spec file: a fresh environment before its tests,
 * an empty database before each test, and the environment's own apps deleted
 * at the end (other spec files in the same run build their own).
 */
export function setupRules(): RulesHarness {
  let testEnv: RulesTestEnvironment | undefined;
  let contexts = new Map<Role | 'newcomer', RulesTestContext>();

  beforeAll(async () => {
    const rules = readFileSync(RULES_PATH, 'utf8');
    // Loading rules resets the emulator's coverage counters, even for the same
    // text; load only when the emulator holds something else, so the coverage
    // printed after the run adds up every spec file.
    const same = (await loadedRules()) === rules;
    testEnv = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: { host: HOST, port: PORTS.firestore, ...(same ? {} : { rules }) },
    });
    contexts = new Map<Role | 'newcomer', RulesTestContext>([
      ['visitor', testEnv.unauthenticatedContext()],
      ['farmer', testEnv.authenticatedContext(UID.farmer, { role: 'farmer' })],
      ['otherFarmer', testEnv.authenticatedContext(UID.otherFarmer, { role: 'farmer' })],
      ['buyer', testEnv.authenticatedContext(UID.buyer, { role: 'user' })],
      ['otherBuyer', testEnv.authenticatedContext(UID.otherBuyer, { role: 'user' })],
      ['newcomer', testEnv.authenticatedContext('newcomer')],
    ]);
  });

  beforeEach(async () => {
    await testEnv!.clearFirestore();
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });

  const context = (key: Role | 'newcomer') => {
    const ctx = contexts.get(key);
    if (!ctx) throw new Error(`rules environment not ready for ${key}`);
    return modular(ctx);
  };

  return {
    db: (role) => context(role),
    newcomer: () => context('newcomer'),
    asEach: (roles, body, suffix = '') => {
      for (const role of roles) describe(`as ${role}${suffix}`, () => body(() => context(role), role));
    },
    env: () => testEnv!,
    seed: async (docs) => {
      await testEnv!.withSecurityRulesDisabled(async (ctx) => {
        const db = modular(ctx);
        await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
      });
    },
  };
}
