// Demo accounts: four farmers in well-known growing districts and two buyers in
// cities. Places use the exact state and district names of
// functions/src/shared/india-data.ts so the signup and profile screens accept them.

export const DEMO_PASSWORD = 'krishi123';

export const FARMERS = [
  {
    uid: 'demoFarmerRameshPatil',
    email: 'ramesh@krishihaat.test',
    firstName: 'Ramesh',
    lastName: 'Patil',
    farmName: 'Patil Krishi Farm',
    farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
    joinedDaysAgo: 120,
  },
  {
    uid: 'demoFarmerSunitaJadhav',
    email: 'sunita@krishihaat.test',
    firstName: 'Sunita',
    lastName: 'Jadhav',
    farmName: 'Godavari Valley Orchards',
    farmLocation: { pincode: 422001, state: 'Maharashtra', district: 'Nashik' },
    joinedDaysAgo: 95,
  },
  {
    uid: 'demoFarmerVenkataRao',
    email: 'venkata@krishihaat.test',
    firstName: 'Venkata',
    lastName: 'Rao',
    farmName: 'Krishna Delta Spice Farm',
    farmLocation: { pincode: 522001, state: 'Andhra Pradesh', district: 'Guntur' },
    joinedDaysAgo: 80,
  },
  {
    uid: 'demoFarmerGurpreetSandhu',
    email: 'gurpreet@krishihaat.test',
    firstName: 'Gurpreet',
    lastName: 'Sandhu',
    farmName: 'Sandhu Dairy and Grains',
    farmLocation: { pincode: 141001, state: 'Punjab', district: 'Ludhiana' },
    joinedDaysAgo: 60,
  },
  // Farms near the cities the buyers live in, so "Nearest first" shows on the demo.
  {
    uid: 'demoFarmerManjunathGowda',
    email: 'manjunath@krishihaat.test',
    firstName: 'Manjunath',
    lastName: 'Gowda',
    farmName: 'Devanahalli Greens',
    farmLocation: { pincode: 562110, state: 'Karnataka', district: 'Bangalore Rural' },
    joinedDaysAgo: 55,
  },
  {
    uid: 'demoFarmerRajeshYadav',
    email: 'rajesh@krishihaat.test',
    firstName: 'Rajesh',
    lastName: 'Yadav',
    farmName: 'Alipur Sabzi Farm',
    farmLocation: { pincode: 110036, state: 'Delhi', district: 'North West Delhi' },
    joinedDaysAgo: 50,
  },
  {
    uid: 'demoFarmerRamSinghVerma',
    email: 'ramsingh@krishihaat.test',
    firstName: 'Ram Singh',
    lastName: 'Verma',
    farmName: 'Malihabad Bagh',
    farmLocation: { pincode: 226301, state: 'Uttar Pradesh', district: 'Lucknow' },
    joinedDaysAgo: 40,
  },
];

export const BUYERS = [
  {
    uid: 'demoBuyerAnitaSharma',
    email: 'anita@krishihaat.test',
    firstName: 'Anita',
    lastName: 'Sharma',
    phoneNumber: '9876543210',
    addresses: [{ pincode: 110001, state: 'Delhi', district: 'New Delhi' }],
    joinedDaysAgo: 45,
  },
  {
    uid: 'demoBuyerPriyaNair',
    email: 'priya@krishihaat.test',
    firstName: 'Priya',
    lastName: 'Nair',
    phoneNumber: '8123456789',
    addresses: [
      { pincode: 560001, state: 'Karnataka', district: 'Bangalore Urban' },
      { pincode: 682001, state: 'Kerala', district: 'Ernakulam' },
    ],
    joinedDaysAgo: 30,
  },
];

/** Every demo login, for the table `npm start` prints. */
export const DEMO_LOGINS = [
  ...FARMERS.map((f) => ({
    email: f.email,
    password: DEMO_PASSWORD,
    role: 'farmer',
    name: `${f.firstName} ${f.lastName}`,
    place: f.farmLocation.district,
  })),
  ...BUYERS.map((b) => ({
    email: b.email,
    password: DEMO_PASSWORD,
    role: 'user',
    name: `${b.firstName} ${b.lastName}`,
    place: b.addresses[0].district,
  })),
];
