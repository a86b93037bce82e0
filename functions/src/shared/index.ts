// The domain modules the functions read through one import. Web code does not
// import this barrel (eslint.config.js forbids `@shared`): it re-exports the
// zod schemas (profile, order-schemas), and the web app imports each module by
// its path so that a screen needing a limit or a type does not download zod.
// Light modules (no zod), importable by path: validation, india, roles, money,
// dates, orders (with request ids), product, timestamps, blogs, assistant, weather,
// profile-messages, search-*. Schemas: profile, order-schemas, geo,
// blog-schema, assistant-schema, weather-schema.
export * from './validation';
export * from './india';
export * from './roles';
export * from './profile';
export * from './money';
export * from './dates';
export * from './orders';
export * from './order-schemas';
export * from './product';
