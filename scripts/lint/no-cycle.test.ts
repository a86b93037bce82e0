// Proves import-x/no-cycle in eslint.config.js bites: each import below closes a circle with a
// real file on disk, linted with the project's own config. The alias cases also prove the rule
// reads .ts files and resolves `@/`: a module it cannot read or resolve is silently skipped.
import { describe, expect, it } from 'vitest';
import { ruleIds } from './lint-text';

// market-query.ts re-exports PAGE_SIZE from market-default.ts.
const DEFAULT_FILE = 'web/src/features/market/api/market-default.ts';

// The first lint of a file loads the TypeScript resolver and walks the imports: seconds,
// and more while `npm test` runs ESLint and tsc beside the unit tests.
describe('no import circles', { timeout: 60_000 }, () => {
  it.each([
    ['in the web app, by relative path', DEFAULT_FILE, "import { DEFAULT_FILTERS } from './market-query';"],
    ['in the web app, by alias', DEFAULT_FILE, "import { DEFAULT_FILTERS } from '@/features/market/api/market-query';"],
    // search-tokens.ts imports search-fold.ts.
    ['in Cloud Functions', 'functions/src/shared/search-fold.ts', "import { searchTokensFor } from './search-tokens';"],
    // reset.mjs imports lib/emulators.mjs.
    ['in the scripts', 'scripts/lib/emulators.mjs', "import '../reset.mjs';"],
  ])('refuses a circle %s', async (_name, file, code) => {
    // Untyped: the cycle rule needs no types, and a typed lint may read the file from disk (lint-text.ts).
    const ids = await ruleIds(file, `${code}\nexport const used = 1;\n`, { typed: false });
    expect(ids).toContain('import-x/no-cycle');
  });

  it('lets a type-only import close a circle (it is gone from the output)', async () => {
    const code = "import type { MarketQuery } from './market-query';\nexport type Q = MarketQuery;\n";
    expect(await ruleIds(DEFAULT_FILE, code)).not.toContain('import-x/no-cycle');
  });
});
