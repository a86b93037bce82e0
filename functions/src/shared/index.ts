export * from './validation';
export * from './india';
export * from './roles';
export * from './profile';
export * from './money';
export * from './dates';
export * from './orders';
export * from './order-schemas';
