import { registerStrings } from '@/shared/i18n';

// The buy dialog's words, downloaded with the dialog (not part of every page's first download).
const en = {
  buyTitle: 'Buy {{title}}',
  pricePerKg: 'Price per kg',
  quantity: 'Quantity (kg)',
  quantityRange: 'From {{min}} to {{max}} kg, in steps of 0.1 kg',
  quantityRangeWhole: 'From 1 to {{max}} kg, whole kg only (the farmer sells so)',
  total: 'Order total',
  cancel: 'Cancel',
  confirm: 'Confirm Purchase',
  // Said once the request is placed: a statement, not a question (it read as one before).
  confirmed: 'Request sent: {{n}} kg of {{title}} to {{farmer}}',
  confirmedNoFarmer: 'Request sent: {{n}} kg of {{title}}',
  buyFailed: 'Failed to send buy request',
};

const hi: typeof en = {
  buyTitle: '{{title}} खरीदें',
  pricePerKg: 'प्रति किलो दाम',
  quantity: 'मात्रा (किलो)',
  quantityRange: '{{min}} से {{max}} किलो तक, 0.1 किलो के कदमों में',
  quantityRangeWhole: '1 से {{max}} किलो तक, केवल पूरे किलो (किसान ऐसे ही बेचते हैं)',
  total: 'ऑर्डर की कुल राशि',
  cancel: 'रद्द करें',
  confirm: 'खरीद की पुष्टि करें',
  // Said once the request is placed: a statement, not a question (it read as one before).
  confirmed: '{{title}} के {{n}} किलो का अनुरोध {{farmer}} को भेजा गया',
  confirmedNoFarmer: '{{title}} के {{n}} किलो का अनुरोध भेजा गया',
  buyFailed: 'खरीद अनुरोध भेजा नहीं जा सका',
};

registerStrings('buy', en, hi);
