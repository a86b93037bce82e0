// Demo produce: what each farm's district is known for, at realistic 2024-25
// farm-gate to retail prices in rupees per kg (the seed stores integer paise).
// `key` makes each product's id fixed, so re-running the seed overwrites it.
// Quantities are written in kg here and stored in grams (build.mjs); `wholeKg`
// marks produce its farmer sells in whole kg only (bags), the rest goes in
// steps of 0.1 kg.

export const PRODUCTS = [
  // Latur: black-soil pulses and rabi jowar
  {
    key: 'latur-tur-dal',
    farmer: 'demoFarmerRameshPatil',
    title: 'Tur Dal (Arhar), unpolished',
    category: 'Pulses',
    priceRs: 140,
    quantityKg: 450,
    daysAgo: 40,
    description:
      "Unpolished tur dal from this season's crop, grown on black cotton soil and milled at a local dal mill in Latur. No oil or colour polish, so it cooks soft in three whistles. Packed in 25 kg and 50 kg bags.",
  },
  {
    key: 'latur-soybean',
    farmer: 'demoFarmerRameshPatil',
    title: 'Soybean (yellow, cleaned)',
    category: 'Other',
    priceRs: 46,
    quantityKg: 1200,
    wholeKg: true,
    daysAgo: 38,
    description:
      'Kharif soybean, machine cleaned and graded, moisture below 12%. Suits oil mills, tofu makers and feed units. Sold in 50 kg bags.',
  },
  {
    key: 'latur-chana',
    farmer: 'demoFarmerRameshPatil',
    title: 'Chana (Desi Bengal Gram)',
    category: 'Pulses',
    priceRs: 72,
    quantityKg: 800,
    daysAgo: 21,
    description:
      'Bold desi chana from a rain-fed rabi crop. Sun dried and sorted; good for besan, sprouts and chana dal.',
  },
  {
    key: 'latur-jowar',
    farmer: 'demoFarmerRameshPatil',
    title: 'Rabi Jowar (Maldandi)',
    category: 'Grains',
    priceRs: 42,
    quantityKg: 600,
    daysAgo: 18,
    description:
      'White Maldandi jowar grown after the monsoon on stored soil moisture. Lustrous grain that makes soft bhakri. No pesticide used after flowering.',
  },
  // Nashik: onions, grapes, tomatoes, pomegranates
  {
    key: 'nashik-onion',
    farmer: 'demoFarmerSunitaJadhav',
    title: 'Red Onion (Nashik, rabi)',
    category: 'Vegetables',
    priceRs: 26,
    quantityKg: 3000,
    daysAgo: 30,
    description:
      'Rabi onion from the Lasalgaon belt, cured in the field and stored in a ventilated chawl. Medium to large bulbs (45-65 mm), dark red, thin neck. Keeps for months.',
  },
  {
    key: 'nashik-grapes',
    farmer: 'demoFarmerSunitaJadhav',
    title: 'Thompson Seedless Grapes',
    category: 'Fruits',
    priceRs: 85,
    quantityKg: 900,
    daysAgo: 12,
    description:
      'Green Thompson Seedless bunches, 16-18 mm berries, harvested at 18 Brix. Packed in 5 kg crates the morning they ship.',
  },
  {
    key: 'nashik-tomato',
    farmer: 'demoFarmerSunitaJadhav',
    title: 'Tomato (hybrid, firm)',
    category: 'Vegetables',
    priceRs: 20,
    quantityKg: 1500,
    daysAgo: 6,
    description:
      'Firm, round hybrid tomatoes picked at the breaker stage so they ripen on the way. Graded into 25 kg crates.',
  },
  {
    key: 'nashik-pomegranate',
    farmer: 'demoFarmerSunitaJadhav',
    title: 'Bhagwa Pomegranate',
    category: 'Fruits',
    priceRs: 150,
    quantityKg: 0,
    daysAgo: 25,
    description:
      'Saffron-skinned Bhagwa pomegranates with deep red, soft-seeded arils. 250-350 g fruits. This lot is sold out; the next picking is in about three weeks.',
  },
  // Guntur: chillies, turmeric, mangoes
  {
    key: 'guntur-chilli',
    farmer: 'demoFarmerVenkataRao',
    title: 'Guntur Sannam Red Chilli (S4, dry)',
    category: 'Spices',
    priceRs: 210,
    quantityKg: 700,
    daysAgo: 35,
    description:
      'Stemless Guntur Sannam S4 chillies, sun dried on tarpaulins (not on bare soil), hot and bright red. Moisture about 10%. Sold in 25 kg gunny bags.',
  },
  {
    key: 'guntur-turmeric',
    farmer: 'demoFarmerVenkataRao',
    title: 'Turmeric Fingers (Duggirala)',
    category: 'Spices',
    priceRs: 155,
    quantityKg: 500,
    daysAgo: 28,
    description:
      'Boiled, dried and polished Duggirala turmeric fingers. Strong colour and aroma; grind fresh for haldi with no additives.',
  },
  {
    key: 'guntur-mango',
    farmer: 'demoFarmerVenkataRao',
    title: 'Banganapalli Mango',
    category: 'Fruits',
    priceRs: 90,
    quantityKg: 400,
    daysAgo: 9,
    description:
      'Large Banganapalli mangoes, ripened in hay without carbide. Thin skin, fibreless golden flesh. Packed in 10 kg boxes.',
  },
  // Ludhiana: wheat, basmati, dairy, jaggery
  {
    key: 'ludhiana-wheat',
    farmer: 'demoFarmerGurpreetSandhu',
    title: 'Wheat (PBW 826)',
    category: 'Grains',
    priceRs: 28,
    quantityKg: 5000,
    daysAgo: 50,
    description:
      'Clean, bold wheat of the PBW 826 variety from the last rabi harvest. Cleaned and fumigation free; suits chakki atta. 50 kg bags.',
  },
  {
    key: 'ludhiana-basmati',
    farmer: 'demoFarmerGurpreetSandhu',
    title: 'Basmati Rice (Pusa 1121, aged)',
    category: 'Grains',
    priceRs: 98,
    quantityKg: 1000,
    daysAgo: 44,
    description: 'Extra-long grain Pusa 1121 basmati, aged one year for fluffy, separate grains. Sortexed. 25 kg bags.',
  },
  {
    key: 'ludhiana-ghee',
    farmer: 'demoFarmerGurpreetSandhu',
    title: 'Desi Cow Ghee',
    category: 'Dairy',
    priceRs: 700,
    quantityKg: 40,
    daysAgo: 15,
    description:
      'Ghee made the bilona way from curd of our own Sahiwal cows. Granular texture, no added colour. Sold in 1 kg tins.',
  },
  {
    key: 'ludhiana-paneer',
    farmer: 'demoFarmerGurpreetSandhu',
    title: 'Fresh Paneer',
    category: 'Dairy',
    priceRs: 380,
    quantityKg: 25,
    daysAgo: 2,
    description:
      'Soft full-cream paneer made every morning from buffalo milk. Keep chilled and use within three days. Orders within Ludhiana only.',
  },
  {
    key: 'ludhiana-jaggery',
    farmer: 'demoFarmerGurpreetSandhu',
    title: 'Gur (Jaggery) blocks',
    category: 'Other',
    priceRs: 65,
    quantityKg: 300,
    daysAgo: 20,
    description:
      'Chemical-free gur from our own sugarcane, boiled in an open pan and set in 1 kg blocks. Golden brown and crumbly.',
  },
  // Devanahalli (Bengaluru Rural): vegetables for the city
  {
    key: 'devanahalli-onion',
    farmer: 'demoFarmerManjunathGowda',
    title: 'Rose Onion (Bengaluru)',
    category: 'Vegetables',
    priceRs: 34,
    quantityKg: 900,
    daysAgo: 9,
    description:
      'Small pink Bangalore rose onions, sun-cured for export-grade keeping quality. Sharp flavour for sambar and pickles. 25 kg mesh bags.',
  },
  {
    key: 'devanahalli-beans',
    farmer: 'demoFarmerManjunathGowda',
    title: 'French Beans',
    category: 'Vegetables',
    priceRs: 55,
    quantityKg: 200,
    daysAgo: 3,
    description: 'Tender stringless beans picked the morning of dispatch. Delivered across Bengaluru in 10 kg crates.',
  },
  // Alipur (North West Delhi): winter vegetables
  {
    key: 'alipur-cauliflower',
    farmer: 'demoFarmerRajeshYadav',
    title: 'Phool Gobhi (Cauliflower)',
    category: 'Vegetables',
    priceRs: 30,
    quantityKg: 600,
    daysAgo: 8,
    description:
      'Snow-white, tight curds from the Yamuna belt, cut at dawn for Azadpur mandi and direct buyers in Delhi NCR.',
  },
  {
    key: 'alipur-onion',
    farmer: 'demoFarmerRajeshYadav',
    title: 'लाल प्याज',
    category: 'Vegetables',
    priceRs: 38,
    quantityKg: 700,
    daysAgo: 7,
    description:
      'Red onion from our Alipur fields, dried two weeks in the shade. Firm bulbs that keep for months. 40 kg bags.',
  },
  // Malihabad (Lucknow): mangoes and potatoes
  {
    key: 'malihabad-mango',
    farmer: 'demoFarmerRamSinghVerma',
    title: 'Dasheri Aam',
    category: 'Fruits',
    priceRs: 90,
    quantityKg: 400,
    daysAgo: 6,
    description:
      'Dasheri mangoes from the orchards of Malihabad, the variety’s home. Sweet, fibreless, ripened naturally.',
  },
  {
    key: 'malihabad-potato',
    farmer: 'demoFarmerRamSinghVerma',
    title: 'आलू (Kufri Bahar)',
    category: 'Vegetables',
    priceRs: 18,
    quantityKg: 3000,
    daysAgo: 12,
    description:
      'Kufri Bahar potatoes from cold store, graded by size, skins clean. Good for sabzi and chips. 50 kg bags.',
  },
];
