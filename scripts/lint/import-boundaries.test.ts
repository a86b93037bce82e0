// Proves the import boundaries in eslint.config.js bite: each bad import below is linted with the
// project's own config as the text of a real file. The alias cases also prove the TypeScript
// resolver works: an import it cannot resolve is silently let through by no-restricted-paths.
import { describe, expect, it } from 'vitest';
import { ruleIds } from './lint-text';

const BLOGS_FILE = 'web/src/features/blogs/components/blog-card.tsx';
const SHARED_FILE = 'web/src/shared/ui/page-loader.tsx';
const SPEAKEASY_API_FILE = 'web/src/features/speakeasy/api/speech-text.ts';

// The first lint of a file loads the TypeScript resolver and walks the imports: seconds,
// and more while `npm test` runs ESLint and tsc beside the unit tests.
describe('import boundaries (shared -> features -> app, no feature imports another)', { timeout: 60_000 }, () => {
  it.each([
    ['a feature -> another feature, by alias', BLOGS_FILE, "import '@/features/market/api/market-query';"],
    ['a feature -> another feature, by relative path', BLOGS_FILE, "import '../../market/api/market-query';"],
    ['a feature -> the app, by alias', BLOGS_FILE, "import '@/app/routes';"],
    ['a feature -> the app, by relative path', BLOGS_FILE, "import '../../../app/routes';"],
    ['shared -> a feature, by alias', SHARED_FILE, "import '@/features/market/api/market-query';"],
    ['shared -> a feature, by relative path', SHARED_FILE, "import '../../features/market/api/market-query';"],
    ['shared -> the app, by relative path', SHARED_FILE, "import '../../app/theme';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a relative path climbing out of web/ into the shared domain code', async () => {
    const code = "import { formatKg } from '../../../../../functions/src/shared/money';\nformatKg(1);";
    expect(await ruleIds(SPEAKEASY_API_FILE, code)).toContain('no-restricted-imports');
    const component = 'web/src/features/speakeasy/components/conversation.tsx';
    expect(await ruleIds(component, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['a component', BLOGS_FILE],
    ['an api module', SPEAKEASY_API_FILE],
  ])('refuses the shared barrel, which carries zod, in %s', async (_name, file) => {
    const code = "import { formatKg } from '@shared';\nformatKg(1);";
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
  });

  it("refuses Firestore on the page's side of the data path, and allows it in the worker's queries", async () => {
    const code = "import { doc } from 'firebase/firestore';\nexport const at = doc;";
    expect(await ruleIds('web/src/features/orders/api/orders-api.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIds('web/src/features/orders/api/orders-queries.ts', code)).toEqual([]);
  });

  it.each([
    ['a feature -> its own folders', BLOGS_FILE, "import '../api/blogs-api';"],
    ['a feature -> shared, by alias', BLOGS_FILE, "import '@/shared/ui/page-loader';"],
    ['a feature -> a shared domain module by path', SPEAKEASY_API_FILE, "import '@shared/money';"],
    ['the app -> a feature', 'web/src/app/app.tsx', "import '@/features/market/api/market-query';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});
