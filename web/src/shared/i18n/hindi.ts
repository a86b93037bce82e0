import { hi } from './hi';
import { HI_MESSAGES } from './messages-hi';
import { orderMessageHi } from './messages-hi-orders';

// Everything Hindi that the core app needs, in one lazily loaded chunk: English
// readers never download it (nor the shared schemas its message tables import).
export { hi };

/** The Hindi for an English message from shared code or a function, if there is one. */
export function hindiMessage(message: string): string | undefined {
  return HI_MESSAGES[message] ?? orderMessageHi(message);
}
