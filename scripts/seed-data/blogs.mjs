// Demo blog posts by the demo farmers, with who liked each one. The seed writes
// one likes/{uid} document per liker and sets `likes` to their number.

export const BLOGS = [
  {
    key: 'tur-soybean-intercrop',
    author: 'demoFarmerRameshPatil',
    daysAgo: 34,
    likedBy: ['demoFarmerSunitaJadhav', 'demoBuyerAnitaSharma', 'demoBuyerPriyaNair'],
    title: 'Tur and soybean together: why we sow them in the same field',
    description: `For three seasons now we have sown soybean and tur (arhar) in the same field instead of soybean alone. On our black soil in Latur it has been the best insurance against a dry spell that we have found.

We sow four rows of soybean and then two rows of tur, and repeat. Both go in together once the monsoon has given about 75-100 mm of rain, usually in the last week of June. We use the broad bed and furrow method: the furrows carry away excess water in heavy rain and hold moisture when the rain stops.

Soybean is ready by early October. After we harvest it, the tur has the whole field to itself and keeps growing on the moisture stored in the soil, flowering in November and giving pods by January. If the rains fail in August, the soybean suffers but the deep-rooted tur usually recovers. If they are good, we get a full soybean crop and a bonus of tur.

Two things made a difference: treating the seed with Rhizobium and PSB culture the evening before sowing, and choosing a tur variety that suits our season (ask your KVK which ones do well in your taluka). We also spend less on fertiliser, because both crops are legumes.

If you try it, keep the tur rows straight so that a bullock hoe or small tractor can still pass. Happy to answer questions here.`,
  },
  {
    key: 'onion-storage-chawl',
    author: 'demoFarmerSunitaJadhav',
    daysAgo: 27,
    likedBy: [
      'demoFarmerRameshPatil',
      'demoFarmerVenkataRao',
      'demoFarmerGurpreetSandhu',
      'demoBuyerAnitaSharma',
      'demoBuyerPriyaNair',
    ],
    title: 'Keeping rabi onions until Diwali: what works in our chawl',
    description: `Onion prices in April are low and by October they are usually much better, so storage decides our profit. Here is what we do with the rabi crop.

Stop irrigation 10 to 15 days before harvest, and do not give any nitrogen in the last month. Soft, leafy bulbs rot in storage.

Harvest when about half the tops have fallen over. Leave the bulbs in the field for three or four days in small heaps, covered with their own leaves so the sun does not scald them. Then cut the tops leaving a neck of 2 to 2.5 cm and cure them in shade for another week or two.

Sort strictly. Doubles, thick necks, bruised or sprouted bulbs go to market straight away; one rotten onion can spoil the whole heap around it.

Our chawl is a raised, bottom-ventilated structure with side walls of bamboo slats, oriented so the wind blows across it. We keep the heap no more than about 1.5 metres high. Air must move through the onions, not just around them.

Check the heap every two weeks and pull out anything soft. With this we usually lose less than a fifth of the weight over six months, which is far better than our old pits.`,
  },
  {
    key: 'drying-guntur-chillies',
    author: 'demoFarmerVenkataRao',
    daysAgo: 19,
    likedBy: ['demoBuyerAnitaSharma'],
    title: 'Drying chillies without losing colour (or your price)',
    description: `Buyers at the Guntur yard pay for colour and for clean, dry pods. Most of the price we lose is lost after harvest, in the drying.

Pick only fully red, ripe pods. Mixed green and half-red lots dry unevenly and fetch less.

Never dry on bare soil. Spread the pods thinly on tarpaulins or a cement floor. Soil carries fungus, and chillies that pick up moisture from the ground can develop aflatoxin, which exporters test for.

Turn the pods every day and cover the heap at night and whenever rain threatens. Dew alone can make them go pale. In good sun it takes about 10 to 12 days to get down to around 10% moisture; a pod is ready when it rattles and snaps instead of bending.

Remove the stalks if your buyer wants stemless chillies; it is extra labour, but the rate difference is usually worth it.

Store in gunny bags lined with polythene, off the floor on wooden pallets, in a dark and dry room. Light fades the colour. If you can reach a cold store, chillies keep their colour for the whole year and you can sell when the rate is right.`,
  },
  {
    key: 'happy-seeder-wheat',
    author: 'demoFarmerGurpreetSandhu',
    daysAgo: 14,
    likedBy: ['demoFarmerRameshPatil', 'demoFarmerSunitaJadhav', 'demoFarmerVenkataRao', 'demoBuyerPriyaNair'],
    title: 'We stopped burning paddy straw: sowing wheat with the Happy Seeder',
    description: `Four years ago we burnt our paddy stubble like most of the village. Since then we have sown wheat straight into the standing stubble with a Happy Seeder, and I would not go back.

The combine must have a straw management system (Super SMS) so the loose straw is spread evenly. Heaps of straw choke the seeder. Sow when the soil has the right moisture; if it is too wet the machine smears the furrow.

The straw stays on the surface as a mulch. It keeps the soil moist longer, so we often save an irrigation, it keeps weeds like phalaris down, and it protects the young wheat from the heat at the end of the season. In the first year our yield was about the same; since then it has been a little better, and the soil is visibly softer and darker.

Watch for rats and pink stem borer in the mulch during the first weeks, and adjust your first irrigation since the soil dries more slowly.

Under the crop residue management scheme, custom hiring centres and co-operatives rent these machines at a subsidised rate, so you do not need to buy one. Ask at your block agriculture office or the PAU Kisan Mela.`,
  },
  {
    key: 'grape-downy-mildew',
    author: 'demoFarmerSunitaJadhav',
    daysAgo: 8,
    likedBy: [],
    title: 'Watching for downy mildew after the October pruning',
    description: `In Nashik we do the fruit (October) pruning while the air is still humid from the monsoon, and the new shoots and bunches are exactly what downy mildew attacks. A few notes from our vineyard.

Look under the leaves early in the morning. White downy growth under a yellow, oily patch on the upper side means the disease is already there. On young bunches it shows as a grey coating and the berries shrivel.

Open the canopy. Remove extra shoots, keep one or two bunches per shoot, and tie shoots so air and spray reach the centre. A dense canopy stays wet for hours after dew.

Spray before the disease, not after. When rain or heavy dew is forecast around flowering, a protective spray is worth far more than a curative one later. Follow the label dose and the schedule from NRC Grapes or your KVK, and rotate fungicide groups so the fungus does not become resistant.

If you export, write down every spray with date, product and dose. The residue testing before export checks these, and a clean record has saved our lot more than once.`,
  },
  {
    key: 'soil-health-card',
    author: 'demoFarmerRameshPatil',
    daysAgo: 4,
    likedBy: ['demoFarmerGurpreetSandhu', 'demoBuyerAnitaSharma'],
    title: 'What our Soil Health Card taught us about fertiliser',
    description: `For years we put two bags of DAP per acre on everything because that is what everyone did. Then we got our fields tested under the Soil Health Card scheme, and it changed our fertiliser bill.

How to take the sample: after harvest and before applying any fertiliser, take soil from 8 to 10 spots across the field. At each spot make a V-shaped cut 15 cm deep and take a slice from the side. Mix it all in a clean bucket, spread it, divide it into four and keep two opposite quarters, repeating until about half a kilo is left. Dry it in shade, put it in a cloth bag and label it with your name and survey number.

The card reports pH, salinity, organic carbon, nitrogen, phosphorus, potassium and micronutrients such as zinc, iron and boron, with a recommended dose for your crop.

Our surprise: phosphorus was already high, so we cut DAP by half with no loss in yield. Zinc was low, and 10 kg of zinc sulphate per acre improved the soybean and chana noticeably. Organic carbon was low too, so we now add farmyard manure every year.

Test again every two or three years; the card is only useful if you follow it.`,
  },
];
