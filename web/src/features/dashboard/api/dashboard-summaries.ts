import type { OrderStatus } from '@shared/orders';

// The dashboard's plain data, shared by the worker's queries (dashboard-queries.ts)
// and the page (dashboard-api.ts) without the page loading the worker's code.

export interface FarmerProfile {
  firstName: string;
  lastName: string;
  farmName: string;
  farmLocation: { pincode: number; state: string; district: string };
}

export interface OrderSummary {
  id: string;
  title: string;
  status: OrderStatus;
  totalPaise: number;
  /** The farmer has confirmed the buyer's payment ("Payment received"). */
  paid: boolean;
  createdAtMs: number;
}

export interface PostSummary {
  id: string;
  title: string;
  likes: number;
  createdAtMs: number;
}

/** How many of the farmer's newest posts the dashboard reads (one page, however many they wrote). */
export const POSTS_SHOWN = 5;
