// The market's default first page (in stock, newest first) as plain data. It is
// free of path aliases on purpose: vite.config.ts loads it at build time, before
// any alias exists, to write the page's REST request into index.html.
// market-query.test.ts proves buildMarketQuery(DEFAULT_FILTERS) gives the same.
import type { OrderSpec, WhereSpec } from './market-spec';

export const PAGE_SIZE = 24;

export const DEFAULT_PAGE: { where: WhereSpec[]; orderBy: OrderSpec[] } = {
  where: [{ field: 'inStock', op: '==', value: true }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};
