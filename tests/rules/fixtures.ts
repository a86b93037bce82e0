// Documents shaped as completeSignup and the order/like functions write them,
// so the rules are tested against the data they will really meet.
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { UID } from './setup';

export const FARM_A = { pincode: 413512, state: 'Maharashtra', district: 'Latur' };
export const FARM_B = { pincode: 422001, state: 'Maharashtra', district: 'Nashik' };
const EARLIER = Timestamp.fromDate(new Date('2025-01-15T06:30:00Z'));

const farmerNames = { [UID.farmer]: ['Ramesh', 'Patil'], [UID.otherFarmer]: ['Sunita', 'Jadhav'] } as const;
const buyerNames = { [UID.buyer]: ['Anita', 'Sharma'], [UID.otherBuyer]: ['Vikram', 'Singh'] } as const;

function farmer(uid: keyof typeof farmerNames, farmLocation: DocumentData): Record<string, DocumentData> {
  const [firstName, lastName] = farmerNames[uid];
  const farmName = `${lastName} Farms`;
  return {
    [`farmers/${uid}`]: {
      email: `${uid}@example.com`,
      firstName,
      lastName,
      farmName,
      farmLocation,
      profilePicture: '',
      finances: { expenditure: 0, income: 0, profit: 0, loss: 0 },
      createdAt: EARLIER,
      updatedAt: EARLIER,
    },
    [`publicProfiles/${uid}`]: { role: 'farmer', firstName, lastName, farmName, farmLocation, profilePicture: '' },
  };
}

function buyer(uid: keyof typeof buyerNames, pincode: number): Record<string, DocumentData> {
  const [firstName, lastName] = buyerNames[uid];
  return {
    [`users/${uid}`]: {
      email: `${uid}@example.com`,
      firstName,
      lastName,
      phoneNumber: '9876543210',
      addresses: [{ pincode, state: 'Delhi', district: 'New Delhi' }],
      profilePicture: '',
      createdAt: EARLIER,
      updatedAt: EARLIER,
    },
    [`publicProfiles/${uid}`]: { role: 'user', firstName, lastName, profilePicture: '' },
  };
}

/** The four signed-up people: two farmers on different farms, two buyers. */
export const PROFILES: Record<string, DocumentData> = {
  ...farmer(UID.farmer, FARM_A),
  ...farmer(UID.otherFarmer, FARM_B),
  ...buyer(UID.buyer, 110001),
  ...buyer(UID.otherBuyer, 110002),
};

/** The author map a blog must carry, copied from the public profile. */
export function authorOf(uid: keyof typeof farmerNames): DocumentData {
  const [firstName, lastName] = farmerNames[uid];
  return { firstName, lastName, profilePicture: '' };
}

const productBody = {
  title: 'Red Onion',
  titleLower: 'red onion',
  description: 'Fresh from the field, sun-dried for a week.',
  category: 'Vegetables',
  pricePaise: 3500,
  quantityG: 120_000,
  wholeKg: false,
  inStock: true,
  imageURL: 'https://example.com/onion.jpg',
};

/** `data` without `key`: a document missing a field (Firestore refuses an undefined value). */
export function without(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
}

/** A stored product (what the database already holds). */
export function storedProduct(farmerId: string, farmLocation = FARM_A): DocumentData {
  return { farmerId, ...productBody, farmLocation, createdAt: EARLIER, updatedAt: EARLIER };
}

/** A product as the web app sends it on create. */
export function newProduct(farmerId: string, overrides: DocumentData = {}): DocumentData {
  return {
    farmerId,
    ...productBody,
    farmLocation: FARM_A,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A stored order between a farmer and a buyer. */
export function storedOrder(farmerId: string, buyerId: string): DocumentData {
  return {
    farmerId,
    buyerId,
    productId: 'p1',
    title: productBody.title,
    quantityG: 10_000,
    pricePaise: 35000,
    status: 'Pending',
    buyRequests: 'Requested',
    deliveryAddress: { phoneNumber: '9876543210', pincode: 110001, state: 'Delhi', district: 'New Delhi' },
    createdAt: EARLIER,
    updatedAt: EARLIER,
  };
}

/** A stored blog post by a farmer. */
export function storedBlog(authorId: keyof typeof farmerNames): DocumentData {
  return {
    authorId,
    author: authorOf(authorId),
    title: 'Drip irrigation on a small plot',
    description: 'What worked for us in the dry season.',
    createdAt: EARLIER,
    updatedAt: EARLIER,
  };
}

/**
 * A blog post as the web app used to create it directly (likes: 0 included, as
 * the old rules wanted); only the createBlog function may create one now.
 */
export function newBlog(authorId: keyof typeof farmerNames, overrides: DocumentData = {}): DocumentData {
  return {
    authorId,
    author: authorOf(authorId),
    title: 'Saving seed from tomatoes',
    description: 'Ferment, rinse, dry in shade.',
    likes: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}
