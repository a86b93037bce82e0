// The produce dictionary, second half: grains, pulses, oilseeds, spices, dry
// fruits, fibres, plantation crops, flowers and animal produce. Same line format
// as produce-dictionary.ts: "english names | हिंदी नाम | romanised spellings",
// in groups that give each its market category. The market has no category for
// oilseeds, plantation crops, flowers or non-dairy animal produce: they are Other.
import type { Category } from './product';

/** Commodities of one kind, with the market category they are listed under. */
export interface ProduceGroup {
  /** What the group holds, for people reading the list. */
  section: string;
  category: Category;
  lines: string[];
}

const group = (section: string, category: Category, lines: string[]): ProduceGroup => ({ section, category, lines });

export const PRODUCE_CROPS: ProduceGroup[] = [
  group('grains and millets', 'Grains', [
    'wheat | गेहूं, गेहूँ, गेंहू | gehun, gehu, gehoon, gahu',
    'paddy | धान | dhan, dhaan',
    'rice | चावल | chawal, chaval',
    'basmati rice, basmati | बासमती | basmati',
    'maize, corn | मक्का | makka, makkai, makai',
    'bajra, pearl millet | बाजरा | bajra, bajri',
    'jowar, sorghum | ज्वार | jowar, jwar, juar',
    'ragi, finger millet | रागी, मंडुआ | ragi, nachni, mandua',
    'barley | जौ | jau, jou',
    'foxtail millet | कंगनी | kangni, kakun, navane',
    'kodo millet | कोदो | kodo',
    'little millet | कुटकी | kutki, sama',
    'barnyard millet | सांवा | sanwa, samvat, jhangora',
    'proso millet | चेना | chena, barri',
    'oats | जई | jai, oats',
    'buckwheat | कुट्टू | kuttu',
    'amaranth seed | राजगिरा, रामदाना | rajgira, ramdana',
    'flattened rice, poha | पोहा | poha, chivda',
  ]),
  group('pulses', 'Pulses', [
    'chickpea, bengal gram | चना | chana, channa, harbhara',
    'kabuli chana, white chickpea | काबुली चना | kabuli chana',
    'pigeon pea, red gram, tur dal | अरहर, तूर | arhar, tur, toor, tuvar',
    'green gram, moong | मूंग | moong, mung, moog',
    'black gram, urad | उड़द, उरद | urad, udad, urd',
    'red lentil, lentil | मसूर | masoor, masur',
    'kidney beans | राजमा | rajma',
    'cowpea | लोबिया | lobia, chawli, chauli dal',
    'moth bean | मोठ | moth, matki',
    'horse gram | कुलथी | kulthi, kulith, hurali',
    'field pea, dry peas | सूखी मटर | sukhi matar, matar dal',
    'lathyrus, grass pea | खेसारी | khesari',
    'soybean | सोयाबीन | soyabean, soya',
  ]),
  group('oilseeds', 'Other', [
    'mustard | सरसों | sarson, sarso, rai',
    'groundnut, peanut | मूंगफली | moongphali, mungfali, shengdana',
    'sesame, til | तिल | til, teel',
    'sunflower seed | सूरजमुखी | surajmukhi',
    'safflower | कुसुम | kusum, kardai',
    'linseed, flaxseed | अलसी | alsi, javas',
    'castor seed | अरंडी | arandi, arandi beej',
    'niger seed | रामतिल | ramtil',
    'copra | खोपरा | khopra, kopra',
    'cottonseed | बिनौला | binola',
  ]),
  group('spices', 'Spices', [
    'turmeric | हल्दी | haldi, halad',
    'red chilli, dry chilli | लाल मिर्च | lal mirch, sukhi mirch',
    'black pepper | काली मिर्च | kali mirch',
    'cumin | जीरा | jeera, jira',
    'coriander seed | धनिया | dhaniya, dhania',
    'fennel | सौंफ | saunf, sonf, badishep',
    'fenugreek seed | मेथी दाना | methi dana',
    'cardamom | इलायची | elaichi, ilaichi, elaychi',
    'black cardamom | बड़ी इलायची | badi elaichi',
    'clove | लौंग | laung',
    'cinnamon | दालचीनी | dalchini',
    'nutmeg | जायफल | jaiphal, jayphal',
    'mace | जावित्री | javitri',
    'ajwain, carom seed | अजवाइन | ajwain, ajwine, ova',
    'asafoetida | हींग | hing, heeng',
    'bay leaf | तेज पत्ता | tej patta',
    'dry ginger | सोंठ | sonth, saunth',
    'kalonji, nigella | कलौंजी | kalonji',
    'saffron | केसर | kesar, zafran',
    'poppy seed | खसखस | khaskhas, posta',
    'star anise | चक्र फूल | chakra phool, badian',
    'garcinia, kokum | कोकम | kokum',
    'vanilla | वनीला | vanila',
  ]),
  group('dry fruits and nuts', 'Fruits', [
    'cashew | काजू | kaju, kaaju',
    'almond | बादाम | badam, baadam',
    'walnut | अखरोट | akhrot',
    'raisin | किशमिश | kishmish, kismis, manuka',
    'pistachio | पिस्ता | pista',
    'makhana, fox nut | मखाना | makhana',
  ]),
  // Areca nut and betel leaf are plantation crops, not dry fruits, in the market.
  group('plantation, fibre and other crops', 'Other', [
    'areca nut, betel nut | सुपारी | supari',
    'betel leaf | पान | paan',
    'sugarcane | गन्ना | ganna, ush',
    'jaggery, gur | गुड़ | gud, gur, gul',
    'sugar | चीनी, शक्कर | cheeni, chini, shakkar',
    'cotton | कपास | kapas, kapaas',
    'jute | जूट, पटसन | jute, patsan',
    'tea | चाय | chai, chaay',
    'coffee | कॉफी | kafi, kaapi',
    'rubber | रबड़ | rabar, rabad',
    'tobacco | तंबाकू | tambaku, tambakhu',
    'mahua | महुआ | mahua, mahuwa',
  ]),
  group('flowers', 'Other', [
    'marigold | गेंदा | genda, zendu',
    'rose | गुलाब | gulab',
    'jasmine | चमेली, मोगरा | chameli, mogra',
    'tuberose | रजनीगंधा | rajnigandha',
    'chrysanthemum | गुलदाउदी | guldaudi, shevanti',
  ]),
  group('dairy', 'Dairy', [
    'milk | दूध | doodh, dudh',
    'ghee | घी | ghee, ghi',
    'curd, yogurt | दही | dahi',
    'paneer, cottage cheese | पनीर | paneer, panir',
    'butter | मक्खन | makkhan, makhan',
    'buttermilk | छाछ | chhachh, chaas, mattha',
    'khoa, mawa | खोया, मावा | khoya, khoa, mawa',
  ]),
  group('other animal produce', 'Other', [
    'honey | शहद | shahad, shehad, madh',
    'egg | अंडा | anda, ande',
    'fish | मछली | machli, machhli',
    'chicken | मुर्गा | murga, murgi',
    'mutton, goat meat | बकरे का मांस | mutton, bakra',
    'wool | ऊन | oon',
  ]),
];
