// Demo orders in every state of the lifecycle. Each is placed `placedHoursAgo`
// and then moves through `steps` (status, hours after placing); the seed builds
// the timeline, buyRequests and snapshots from the accounts and products.
// Quantities of accepted orders are already taken out of the products' stock.

export const ORDERS = [
  {
    key: 'pomegranate-delivered',
    product: 'nashik-pomegranate',
    buyer: 'demoBuyerAnitaSharma',
    quantityKg: 60,
    placedHoursAgo: 20 * 24,
    steps: [
      ['Accepted!', 3],
      ['Dispatched', 26],
      ['Delivered', 74],
    ],
  },
  {
    key: 'wheat-delivered',
    product: 'ludhiana-wheat',
    buyer: 'demoBuyerPriyaNair',
    quantityKg: 200,
    placedHoursAgo: 12 * 24,
    steps: [
      ['Accepted!', 3],
      ['Dispatched', 24],
      ['Delivered', 96],
    ],
  },
  {
    key: 'onion-delivered',
    product: 'nashik-onion',
    buyer: 'demoBuyerAnitaSharma',
    quantityKg: 100,
    placedHoursAgo: 9 * 24,
    steps: [
      ['Accepted!', 5],
      ['Dispatched', 28],
      ['Delivered', 76],
    ],
  },
  {
    key: 'basmati-cancelled',
    product: 'ludhiana-basmati',
    buyer: 'demoBuyerPriyaNair',
    quantityKg: 50,
    placedHoursAgo: 6 * 24,
    steps: [['Cancelled', 2]],
  },
  {
    key: 'grapes-declined',
    product: 'nashik-grapes',
    buyer: 'demoBuyerPriyaNair',
    addressIndex: 1,
    quantityKg: 300,
    placedHoursAgo: 4 * 24,
    steps: [['Declined', 8]],
    declineReason: 'This lot is booked for an export order. I can send 100 kg next week if that helps.',
  },
  {
    key: 'ghee-dispatched',
    product: 'ludhiana-ghee',
    buyer: 'demoBuyerAnitaSharma',
    quantityKg: 5,
    placedHoursAgo: 3 * 24,
    steps: [
      ['Accepted!', 2],
      ['Dispatched', 20],
    ],
  },
  {
    key: 'tur-accepted',
    product: 'latur-tur-dal',
    buyer: 'demoBuyerAnitaSharma',
    quantityKg: 50,
    placedHoursAgo: 2 * 24,
    steps: [['Accepted!', 6]],
  },
  {
    key: 'mango-accepted',
    product: 'guntur-mango',
    buyer: 'demoBuyerPriyaNair',
    quantityKg: 20,
    placedHoursAgo: 26,
    steps: [['Accepted!', 4]],
  },
  {
    key: 'turmeric-pending',
    product: 'guntur-turmeric',
    buyer: 'demoBuyerPriyaNair',
    quantityKg: 10,
    placedHoursAgo: 20,
    steps: [],
  },
  {
    key: 'chilli-pending',
    product: 'guntur-chilli',
    buyer: 'demoBuyerAnitaSharma',
    quantityKg: 25,
    placedHoursAgo: 5,
    steps: [],
  },
  {
    key: 'chana-pending',
    product: 'latur-chana',
    buyer: 'demoBuyerPriyaNair',
    quantityKg: 40,
    placedHoursAgo: 3,
    steps: [],
  },
];
