import { onRequest } from 'firebase-functions/v2/https';
import { bindSecrets, ORDER_ID_KEY, RUN } from '../config';
import { authRoutes } from './auth-routes';
import { blogRoutes } from './blog-routes';
import { marketRoutes } from './market-routes';
import { orderRoutes } from './order-routes';
import { profileRoutes } from './profile-routes';
import { createRouter } from './router';

/**
 * The old app's REST API (spec section 7, docs/legacy-api.md) on the new data,
 * through the same validation and order logic as the callables. Served at
 * /api/** by hosting and at the function's own URL.
 */
export const api = onRequest(
  // ORDER_ID_KEY: the legacy purchase places orders (orders/order-id.ts).
  { cors: true, ...RUN.light, secrets: bindSecrets(ORDER_ID_KEY) },
  createRouter([...authRoutes, ...marketRoutes, ...orderRoutes, ...profileRoutes, ...blogRoutes]),
);
