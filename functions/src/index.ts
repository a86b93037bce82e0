// Entry point for `firebase deploy`: it only re-exports, one module per function.
import './config';

export { completeSignup } from './auth/complete-signup';
export { placeBuyRequest } from './orders/place-buy-request';
export { updateOrder } from './orders/update-order';
export { onProductChanged } from './orders/on-product-changed';
export { onOrderCommand } from './orders/on-order-command';
export { likeBlog, unlikeBlog } from './blogs/like-blog';
export { onBlogDeleted } from './blogs/on-blog-deleted';
export { askAssistant } from './assistant/ask-assistant';
export { getWeather } from './weather/get-weather';
export { updateProfile } from './profile/update-profile';
export { api } from './api';
