// Entry point for `firebase deploy`: it only re-exports, one module per function.
import './config';

export { completeSignup } from './auth/complete-signup';
export { placeBuyRequest } from './orders/place-buy-request';
export { updateOrder } from './orders/update-order';
export { recordPayment } from './orders/record-payment';
export { onProductChanged } from './orders/on-product-changed';
export { onOrderCommand } from './orders/on-order-command';
export { onOrderNotify } from './notifications/on-order-notify';
export { pruneNotifications } from './notifications/prune-notifications';
export { savePushSubscription } from './notifications/save-push-subscription';
export { removePushSubscription } from './notifications/remove-push-subscription';
export { likeBlog, unlikeBlog } from './blogs/like-blog';
export { createBlog } from './blogs/create-blog';
export { onBlogDeleted } from './blogs/on-blog-deleted';
export { onBlogWritten } from './blogs/on-blog-written';
export { askAssistant } from './assistant/ask-assistant';
export { getWeather } from './weather/get-weather';
export { updateProfile } from './profile/update-profile';
export { onProductWritten } from './products/on-product-written';
export { locatePincode } from './geo/locate-pincode';
export { refreshMandiPrices } from './mandi/refresh-mandi-prices';
export { runMandiRefresh } from './mandi/run-mandi-refresh';
export { getMandiHint } from './mandi/get-mandi-hint';
export { api } from './api';
export { marketPage } from './market/market-page';
export { catchUpMissedEvents } from './reliability/catch-up-missed-events';
export { runCatchUp } from './reliability/run-catch-up';
