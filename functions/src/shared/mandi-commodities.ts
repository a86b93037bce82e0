// Agmarknet's commodity names, as its data.gov.in records spell them, mapped onto
// the produce dictionary's keys (each entry's first English name, produce-
// dictionary.ts): the one table that says which mandi price belongs to which of
// our produce. A commodity missing here is skipped by the refresh, so a new
// Agmarknet spelling costs a line here, never a wrong price. Names are compared
// by their letters and digits only, case folded, so "Arhar (Tur/Red Gram)(Whole)"
// and "Arhar(Tur/Red Gram)(Whole)" are the same. mandi-commodities.test.ts checks
// that every key is in the dictionary.
//
// Left out on purpose: goods Agmarknet prices by count or in another unit than
// the quintal (eggs, coconuts, tender coconuts, cut flowers), and processed
// forms (dal, atta, oil), whose price is not the farmer's produce price.

const AGMARKNET_TO_PRODUCE: Record<string, string> = {
  // Vegetables
  Onion: 'onion',
  'Onion Green': 'spring onion',
  Potato: 'potato',
  Tomato: 'tomato',
  'Green Chilli': 'green chilli',
  'Bhindi(Ladies Finger)': 'okra',
  Brinjal: 'brinjal',
  Cauliflower: 'cauliflower',
  Cabbage: 'cabbage',
  Carrot: 'carrot',
  Raddish: 'radish',
  Radish: 'radish',
  Beetroot: 'beetroot',
  Spinach: 'spinach',
  'Methi(Leaves)': 'fenugreek leaves',
  'Coriander(Leaves)': 'coriander leaves',
  'Mint(Pudina)': 'mint',
  Capsicum: 'capsicum',
  'Ginger(Green)': 'ginger',
  'Ginger(Dry)': 'dry ginger',
  Garlic: 'garlic',
  'Bottle gourd': 'bottle gourd',
  'Bitter gourd': 'bitter gourd',
  'Ridgeguard(Tori)': 'ridge gourd',
  'Sponge gourd': 'sponge gourd',
  Snakeguard: 'snake gourd',
  Ashgourd: 'ash gourd',
  Pumpkin: 'pumpkin',
  'Pointed gourd (Parval)': 'pointed gourd',
  'Little gourd (Kundru)': 'ivy gourd',
  'Round gourd': 'round gourd',
  'Cucumbar(Kheera)': 'cucumber',
  Beans: 'french beans',
  'French Beans (Frasbean)': 'french beans',
  'Cluster beans': 'cluster beans',
  'Cowpea(Veg)': 'cowpea pods',
  'Peas Wet': 'green peas',
  'Green Peas': 'green peas',
  'Peas cod': 'green peas',
  Drumstick: 'drumstick',
  'Sweet Potato': 'sweet potato',
  'Elephant Yam (Suran)': 'yam',
  Colacasia: 'colocasia',
  Tapioca: 'tapioca',
  Turnip: 'turnip',
  Mushrooms: 'mushroom',
  'Banana - Green': 'raw banana',
  'Jack Fruit': 'jackfruit',
  Lemon: 'lemon',
  Lime: 'lemon',
  Amaranthus: 'amaranth leaves',
  'Knool Khol': 'knol khol',
  'Tamarind Fruit': 'tamarind',
  // Fruits
  Mango: 'mango',
  'Mango (Raw-Ripe)': 'mango',
  Banana: 'banana',
  Apple: 'apple',
  Grapes: 'grapes',
  Orange: 'orange',
  'Mousambi(Sweet Lime)': 'sweet lime',
  Pomegranate: 'pomegranate',
  Guava: 'guava',
  Papaya: 'papaya',
  Pineapple: 'pineapple',
  'Water Melon': 'watermelon',
  'Karbuja(Musk Melon)': 'muskmelon',
  'Custard Apple (Sharifa)': 'custard apple',
  'Chikoos(Sapota)': 'chikoo',
  Litchi: 'litchi',
  'Pear(Marasebu)': 'pear',
  Plum: 'plum',
  Kinnow: 'kinnow',
  'Amla(Nelli Kai)': 'amla',
  // Grains
  Wheat: 'wheat',
  'Paddy(Dhan)(Common)': 'paddy',
  'Paddy(Dhan)(Basmati)': 'paddy',
  Rice: 'rice',
  Maize: 'maize',
  'Bajra(Pearl Millet/Cumbu)': 'bajra',
  'Jowar(Sorghum)': 'jowar',
  'Ragi (Finger Millet)': 'ragi',
  'Barley (Jau)': 'barley',
  // Pulses
  'Bengal Gram(Gram)(Whole)': 'chickpea',
  'Kabuli Chana(Chickpeas-White)': 'kabuli chana',
  'Arhar (Tur/Red Gram)(Whole)': 'pigeon pea',
  'Green Gram (Moong)(Whole)': 'green gram',
  'Black Gram (Urd Beans)(Whole)': 'black gram',
  'Lentil (Masur)(Whole)': 'red lentil',
  'Kulthi(Horse Gram)': 'horse gram',
  'Moath Dal': 'moth bean',
  'Peas(Dry)': 'field pea',
  Soyabean: 'soybean',
  // Oilseeds
  Mustard: 'mustard',
  Groundnut: 'groundnut',
  'Sesamum(Sesame,Gingelly,Til)': 'sesame',
  Sunflower: 'sunflower seed',
  Safflower: 'safflower',
  Linseed: 'linseed',
  'Castor Seed': 'castor seed',
  'Niger Seed (Ramtil)': 'niger seed',
  Copra: 'copra',
  // Spices
  Turmeric: 'turmeric',
  'Dry Chillies': 'red chilli',
  'Black pepper': 'black pepper',
  'Cummin Seed(Jeera)': 'cumin',
  'Corriander seed': 'coriander seed',
  Soanf: 'fennel',
  'Methi Seeds': 'fenugreek seed',
  Cardamoms: 'cardamom',
  Ajwan: 'ajwain',
  // Dry fruits, plantation and other crops
  Cashewnuts: 'cashew',
  'Arecanut(Betelnut/Supari)': 'areca nut',
  'Betal Leaves': 'betel leaf',
  Sugarcane: 'sugarcane',
  'Gur(Jaggery)': 'jaggery',
  Cotton: 'cotton',
  Jute: 'jute',
};

/** "Arhar (Tur/Red Gram)(Whole)" -> "arharturredgramwhole": spacing and punctuation vary between records. */
const commodityKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

const byKey = new Map(Object.entries(AGMARKNET_TO_PRODUCE).map(([name, produce]) => [commodityKey(name), produce]));

/** The produce key of an Agmarknet commodity name, or null when we do not keep its prices. */
export function produceOfCommodity(commodity: string): string | null {
  return byKey.get(commodityKey(commodity)) ?? null;
}

/** The table itself (Agmarknet name -> produce key), for its test and for people reading. */
export const MANDI_COMMODITIES: Readonly<Record<string, string>> = AGMARKNET_TO_PRODUCE;
