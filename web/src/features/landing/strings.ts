import { registerStrings } from '@/shared/i18n';

// The landing page's text, registered when its lazy chunk loads.
const en = {
  heroTitle: 'Fresh from the farm, fair for the farmer',
  heroText:
    'Krishi Haat connects farmers and buyers directly. List your produce in Rs/kg, receive buy requests, and follow every order live.',
  getStarted: 'Get Started',
  features: {
    market: 'Marketplace: buy straight from farms across India',
    assistant: 'Farming assistant: ask any farming question, in your language',
    blogs: 'Blogs with reactions: learn from other farmers and like what helps',
    dashboards: 'Dashboards for farmers and buyers',
    orders: 'Order management: accept, dispatch and deliver, watched live',
  },
  schemesTitle: 'Government schemes for you',
  previous: 'Previous scheme',
  next: 'Next scheme',
  goTo: 'Show scheme {{n}}',
  visit: 'Visit the official site',
  schemes: {
    pmfby: {
      agency: 'Ministry of Agriculture & Farmers Welfare',
      name: 'Pradhan Mantri Fasal Bima Yojana (crop insurance)',
      description: 'Low-premium insurance for your crops against drought, flood, pests and other natural risks.',
    },
    midh: {
      agency: 'Ministry of Agriculture & Farmers Welfare',
      name: 'Mission for Integrated Development of Horticulture',
      description:
        'Support for fruits, vegetables, flowers, spices and plantation crops, from nurseries to cold storage.',
    },
    nlm: {
      agency: 'Department of Animal Husbandry & Dairying',
      name: 'National Livestock Mission',
      description: 'Subsidies for poultry, sheep, goat, piggery and fodder enterprises, and livestock insurance.',
    },
    pmmsy: {
      agency: 'Department of Fisheries',
      name: 'Pradhan Mantri Matsya Sampada Yojana',
      description: 'Help for fish farmers and fishers: ponds, hatcheries, boats, cold chains and insurance.',
    },
  },
  typesTitle: 'Ways to farm',
  types: {
    organic: {
      title: 'Organic farming',
      description: 'Grow without chemical inputs and get certified under PGS-India.',
    },
    fish: { title: 'Fish farming', description: 'Raise fish in ponds and tanks for a steady second income.' },
    dairy: { title: 'Dairy farming', description: 'Milk from healthy cattle and buffalo, sold through cooperatives.' },
    poultry: { title: 'Poultry farming', description: 'Eggs and birds from backyard or commercial poultry units.' },
  },
  learnMore: 'Learn more',
  soilTitle: 'Test your soil',
  soilText: 'Find a soil-testing laboratory near you on the Soil Health Card portal.',
  soilLink: 'Find a soil testing lab',
  newTab: '(opens in a new tab)',
};

const hi = {
  heroTitle: 'खेत से सीधे, किसान के लिए उचित',
  heroText:
    'कृषि हाट किसानों और खरीदारों को सीधे जोड़ता है। अपनी उपज रु/किलो में सूचीबद्ध करें, खरीद अनुरोध पाएँ और हर ऑर्डर को लाइव देखें।',
  getStarted: 'शुरू करें',
  features: {
    market: 'बाज़ार: पूरे भारत के खेतों से सीधे खरीदें',
    assistant: 'कृषि सहायक: खेती का कोई भी सवाल अपनी भाषा में पूछें',
    blogs: 'प्रतिक्रियाओं वाले ब्लॉग: दूसरे किसानों से सीखें और पसंद करें',
    dashboards: 'किसानों और खरीदारों के लिए डैशबोर्ड',
    orders: 'ऑर्डर प्रबंधन: स्वीकार, रवाना और डिलीवर करें, सब लाइव',
  },
  schemesTitle: 'आपके लिए सरकारी योजनाएँ',
  previous: 'पिछली योजना',
  next: 'अगली योजना',
  goTo: 'योजना {{n}} दिखाएँ',
  visit: 'आधिकारिक साइट देखें',
  schemes: {
    pmfby: {
      agency: 'कृषि एवं किसान कल्याण मंत्रालय',
      name: 'प्रधानमंत्री फसल बीमा योजना (फसल बीमा)',
      description: 'सूखा, बाढ़, कीट और अन्य प्राकृतिक जोखिमों से फसलों के लिए कम प्रीमियम वाला बीमा।',
    },
    midh: {
      agency: 'कृषि एवं किसान कल्याण मंत्रालय',
      name: 'एकीकृत बागवानी विकास मिशन',
      description: 'फल, सब्ज़ी, फूल, मसाले और बागान फसलों के लिए नर्सरी से कोल्ड स्टोरेज तक सहायता।',
    },
    nlm: {
      agency: 'पशुपालन एवं डेयरी विभाग',
      name: 'राष्ट्रीय पशुधन मिशन',
      description: 'मुर्गी, भेड़, बकरी, सूअर पालन और चारा उद्यमों के लिए सब्सिडी, और पशु बीमा।',
    },
    pmmsy: {
      agency: 'मत्स्य पालन विभाग',
      name: 'प्रधानमंत्री मत्स्य संपदा योजना',
      description: 'मछली पालकों और मछुआरों के लिए तालाब, हैचरी, नाव, कोल्ड चेन और बीमा में मदद।',
    },
  },
  typesTitle: 'खेती के तरीके',
  types: {
    organic: { title: 'जैविक खेती', description: 'रसायनों के बिना उगाएँ और PGS-India के तहत प्रमाणन पाएँ।' },
    fish: { title: 'मछली पालन', description: 'तालाबों और टैंकों में मछली पालकर नियमित अतिरिक्त आय।' },
    dairy: { title: 'डेयरी फार्मिंग', description: 'स्वस्थ गाय-भैंस का दूध, सहकारी समितियों के ज़रिए बिक्री।' },
    poultry: { title: 'मुर्गी पालन', description: 'घरेलू या व्यावसायिक इकाइयों से अंडे और मुर्गियाँ।' },
  },
  learnMore: 'और जानें',
  soilTitle: 'अपनी मिट्टी की जाँच कराएँ',
  soilText: 'मृदा स्वास्थ्य कार्ड पोर्टल पर अपने पास की मिट्टी जाँच प्रयोगशाला खोजें।',
  soilLink: 'मिट्टी जाँच प्रयोगशाला खोजें',
  newTab: '(नए टैब में खुलता है)',
};

registerStrings('landingPage', en, hi);
