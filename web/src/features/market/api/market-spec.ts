// The shapes of one Firestore query's filters and orderings, as plain data.
// Their own module, free of path aliases, so that market-default.ts (read by
// vite.config.ts at build time) and market-query.ts can share them without
// importing each other.

export type ProductField =
  | 'inStock'
  | 'category'
  | 'farmLocation.state'
  | 'farmLocation.district'
  | 'searchTokens'
  | 'pricePaise'
  | 'createdAt'
  | 'geo.geohash';

export interface WhereSpec {
  field: ProductField;
  op: '==' | '>=' | '<=' | 'array-contains';
  value: string | number | boolean;
}

export interface OrderSpec {
  field: ProductField;
  direction: 'asc' | 'desc';
}
