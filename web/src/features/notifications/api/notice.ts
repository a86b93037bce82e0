import type { NotifyEvent } from '@shared/notifications';

/** One notification as the screens show it (notifications/{uid}/items/{id}). */
export interface Notice {
  id: string;
  orderId: string;
  event: NotifyEvent;
  /** Declined by Krishi Haat (stock ran out), not by the farmer. */
  auto: boolean;
  title: string;
  body: string;
  read: boolean;
  /** Milliseconds; an item just written shows the server's estimate. */
  createdAt: number;
}
