// The produce dictionary: commodities traded in Indian mandis (Agmarknet's
// commodity list as the checklist), each with its English name(s), its Hindi
// name(s) in Devanagari and the common romanised (Hinglish) spellings. Search
// treats every spelling of an entry as the same word. One line per commodity:
// "english names | हिंदी नाम | romanised spellings", names separated by commas.
// Each line sits in a group that gives its product category (a product's
// `category`), the one place a commodity's category is written down: an empty
// search offers the nearest products of that category (produce-category.ts).
import { PRODUCE_CROPS, type ProduceGroup } from './produce-dictionary-crops';
import type { Category } from './product';

export interface ProduceEntry {
  english: string[];
  hindi: string[];
  romanised: string[];
  /** Every spelling above, English first. */
  names: string[];
  /** The product category it is listed under in the market. */
  category: Category;
}

const VEGETABLES: ProduceGroup = {
  section: 'vegetables',
  category: 'Vegetables',
  lines: [
    'tomato | टमाटर | tamatar, tamater, tamaatar',
    'onion | प्याज, प्याज़ | pyaz, pyaaz, pyaj, kanda, kaanda',
    'potato | आलू | aloo, alu',
    'okra, lady finger, ladies finger | भिंडी | bhindi, bhendi',
    'brinjal, eggplant, aubergine | बैंगन | baingan, bengan, baigan',
    'cauliflower | फूलगोभी, फूल गोभी | phool gobhi, phoolgobhi, gobhi, gobi',
    'cabbage | पत्ता गोभी, बंदगोभी | patta gobhi, band gobhi, bandgobhi, pattagobhi',
    'carrot | गाजर | gajar, gaajar',
    'radish | मूली | mooli, muli',
    'beetroot | चुकंदर | chukandar',
    'spinach | पालक | palak',
    'fenugreek leaves, fenugreek | मेथी | methi',
    'coriander leaves, cilantro | हरा धनिया | hara dhaniya, kothimbir',
    'mint | पुदीना | pudina, pudeena',
    'green chilli, green chili | हरी मिर्च | hari mirch',
    'capsicum, bell pepper | शिमला मिर्च | shimla mirch',
    'ginger | अदरक | adrak, adarak',
    'garlic | लहसुन | lahsun, lehsun, lasun',
    'bottle gourd | लौकी, घीया | lauki, louki, ghiya, dudhi',
    'bitter gourd | करेला | karela, karel',
    'ridge gourd | तोरई, तुरई | torai, turai, tori',
    'sponge gourd | गिलकी | gilki, nenua',
    'snake gourd | चिचिंडा | chichinda, padwal',
    'ash gourd, white pumpkin | पेठा | petha, kumhda',
    'pumpkin | कद्दू | kaddu, kashiphal',
    'pointed gourd | परवल | parwal, parval',
    'ivy gourd, tindora | कुंदरू | kundru, tondli',
    'round gourd, apple gourd | टिंडा | tinda',
    'cucumber | खीरा | kheera, khira',
    'french beans | फलियां, बीन्स | phaliyan, fansi',
    'cluster beans | ग्वार फली | gwar phali, guar phali, gawar',
    'cowpea pods, long beans | लोबिया | lobia, lobiya, chawli',
    'broad beans, flat beans | सेम | sem, sem phali',
    'green peas, peas | मटर | matar, mattar',
    'drumstick, moringa | सहजन | sahjan, sahajan, shevga, munga',
    'sweet potato | शकरकंद | shakarkand, shakarkandi',
    'yam, elephant foot yam | जिमीकंद, सूरन | jimikand, suran, zimikand',
    'colocasia, taro | अरबी | arbi, arvi, arabi',
    'tapioca, cassava | कसावा | kasava, kappa',
    'turnip | शलजम | shalgam, shaljam',
    'spring onion | हरा प्याज | hara pyaz, hari pyaz',
    'mushroom | मशरूम, खुम्भी | mushroom, khumbi',
    'raw banana, plantain | कच्चा केला | kachcha kela, kacha kela',
    'jackfruit | कटहल | kathal, katahal',
    'lemon | नींबू | nimbu, neembu, limbu',
    'curry leaves | करी पत्ता | kari patta, curry patta, kadi patta',
    'amaranth leaves | चौलाई | chaulai, chauli, rajgira',
    'mustard greens | सरसों का साग | sarson ka saag, sarson saag',
    'bathua, chenopodium | बथुआ | bathua',
    'knol khol, kohlrabi | गांठ गोभी | ganth gobhi, ganthgobhi',
    'baby corn | बेबी कॉर्न | baby corn',
    'sweet corn | स्वीट कॉर्न, भुट्टा | bhutta, sweet corn',
    'lotus stem | कमल ककड़ी | kamal kakdi, nadru',
    'raw mango | कच्चा आम, कैरी | kairi, kachcha aam',
    'tamarind | इमली | imli',
  ],
};

const FRUITS: ProduceGroup = {
  section: 'fruits',
  category: 'Fruits',
  lines: [
    'mango | आम | aam',
    'banana | केला | kela, kele',
    'apple | सेब | seb, sev',
    'grapes | अंगूर | angoor, angur',
    'orange, mandarin | संतरा | santra, santara, narangi',
    'sweet lime, mosambi | मौसमी, मोसंबी | mosambi, mausami, musambi',
    'pomegranate | अनार | anar, anaar, dalimb',
    'guava | अमरूद | amrood, amrud, peru',
    'papaya | पपीता | papita, papeeta',
    'pineapple | अनानास | ananas, annanas',
    'watermelon | तरबूज | tarbooj, tarbuj, tarbooz',
    'muskmelon | खरबूजा | kharbooja, kharbuja',
    'custard apple | शरीफा, सीताफल | sharifa, sitafal',
    'chikoo, sapota | चीकू | chiku, chikoo',
    'litchi, lychee | लीची | lichi, litchi',
    'jamun, java plum | जामुन | jamun, jambhul',
    'ber, indian jujube | बेर | ber, bor',
    'amla, indian gooseberry | आंवला | amla, aonla, awla',
    'pear | नाशपाती | nashpati, naspati',
    'peach | आड़ू | aadu, aru',
    'plum | आलूबुखारा | aloo bukhara, alubukhara',
    'apricot | खुबानी | khubani, khumani',
    'cherry | चेरी | cheri',
    'strawberry | स्ट्रॉबेरी | strawberry',
    'kiwi | कीवी | kivi',
    'fig | अंजीर | anjeer, anjir',
    'dates | खजूर | khajoor, khajur',
    'coconut | नारियल | nariyal, nariyel, naral',
    'tender coconut | डाब, कच्चा नारियल | dab, daab, elaneer',
    'bael, wood apple | बेल | bel, bael',
    'kinnow | किन्नू | kinnu, kinno',
    'dragon fruit | ड्रैगन फ्रूट | dragon fruit, kamalam',
    'avocado | एवोकाडो | avocado',
  ],
};

function parse(line: string, category: Category): ProduceEntry {
  const [english, hindi, romanised] = line.split('|').map((part) =>
    part
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );
  return { english, hindi, romanised, names: [...english, ...hindi, ...romanised], category };
}

let entries: readonly ProduceEntry[] | undefined;

/**
 * Every commodity of the dictionary, in the order of its groups. Parsed at the first call, not
 * when the module loads: the market's chunk holds it, and only a search or an empty result reads it.
 */
export function produce(): readonly ProduceEntry[] {
  entries ??= [VEGETABLES, FRUITS, ...PRODUCE_CROPS].flatMap((g) => g.lines.map((line) => parse(line, g.category)));
  return entries;
}
