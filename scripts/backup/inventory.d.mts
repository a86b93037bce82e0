// Types for scripts/backup/inventory.mjs, so the TypeScript tests can import it.
export interface CollectionFigures {
  count: number;
  sha256: string;
}
/** Collection path with `*` for document ids ("blogs/*\/likes") -> its figures. */
export type Inventory = Record<string, CollectionFigures>;
export function canonicalJson(value: unknown): string;
export function collectionGroupOf(collectionPath: string): string;
export function inventory(host: string, options?: { projectId?: string }): Promise<Inventory>;
export function compareInventories(expected: Inventory, actual: Inventory): string[];
export function formatInventory(inv: Inventory): string;
