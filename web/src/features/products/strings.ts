import { registerStrings } from '@/shared/i18n';
import { hintEn, hintHi } from './mandi-strings';

// The farmer's product screens' text, registered when their lazy chunks load (not
// part of the first download of `/`).
const en = {
  title: 'My Products for Sell',
  addTitle: 'Add a product',
  listTitle: 'Your products',
  imageUrl: 'ImageURL',
  name: 'Product Name',
  details: 'Product Details',
  rate: 'Rupees/kg',
  quantity: 'Quantity in Kg',
  category: 'Category',
  add: 'Add Product',
  added: 'Added',
  addFailed: 'Could not add the product. Please try again.',
  badPrice: 'Enter a price per kg above Rs. 0 and at most Rs. 10,00,000 (up to 2 decimals)',
  badQuantity: 'Enter the quantity in kg, in steps of 0.1 kg (like 2.5), at most 10,00,000',
  wholeKg: 'Sell in whole kg only',
  badImageUrl: 'The image URL must start with http:// or https:// and have no spaces',
  tooLong: 'The name can be at most 100 characters and the details at most 1,000',
  noFarm: 'Your farm location is missing, so the product cannot be listed. Please complete your signup.',
  empty: 'You have not added any products yet.',
  loadFailed: 'Could not load your products. Please reload the page.',
  perKg: '{{price}}/kg',
  available: '{{kg}} kg available',
  soldOut: 'Sold out',
  edit: 'Edit',
  editLabel: 'Edit {{title}}',
  save: 'Save',
  saved: 'Saved',
  saveFailed: 'Could not save the changes',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: 'Delete {{title}}',
  deleted: 'Deleted Product',
  deleteFailed: 'Failed to delete product',
};

const hi: typeof en = {
  title: 'बिक्री के लिए मेरे उत्पाद',
  addTitle: 'उत्पाद जोड़ें',
  listTitle: 'आपके उत्पाद',
  imageUrl: 'चित्र का URL',
  name: 'उत्पाद का नाम',
  details: 'उत्पाद का विवरण',
  rate: 'रुपये/किलो',
  quantity: 'मात्रा (किलो में)',
  category: 'श्रेणी',
  add: 'उत्पाद जोड़ें',
  added: 'जोड़ दिया गया',
  addFailed: 'उत्पाद नहीं जोड़ा जा सका। कृपया फिर कोशिश करें।',
  badPrice: 'प्रति किलो दाम ₹0 से अधिक और अधिकतम ₹10,00,000 लिखें (दशमलव के बाद अधिकतम 2 अंक)',
  badQuantity: 'मात्रा किलो में लिखें, 0.1 किलो के कदमों में (जैसे 2.5), अधिकतम 10,00,000',
  wholeKg: 'केवल पूरे किलो में बेचें',
  badImageUrl: 'चित्र का URL http:// या https:// से शुरू हो और उसमें खाली जगह न हो',
  tooLong: 'नाम अधिकतम 100 अक्षरों का और विवरण अधिकतम 1,000 अक्षरों का हो सकता है',
  noFarm: 'आपके खेत का स्थान नहीं मिला, इसलिए उत्पाद नहीं जोड़ा जा सकता। कृपया साइन अप पूरा करें।',
  empty: 'आपने अभी तक कोई उत्पाद नहीं जोड़ा है।',
  loadFailed: 'आपके उत्पाद लोड नहीं हो सके। कृपया पेज फिर से लोड करें।',
  perKg: '{{price}}/किलो',
  available: '{{kg}} किलो उपलब्ध',
  soldOut: 'बिक गया',
  edit: 'बदलें',
  editLabel: '{{title}} बदलें',
  save: 'सहेजें',
  saved: 'सहेज दिया गया',
  saveFailed: 'बदलाव सहेजे नहीं जा सके',
  cancel: 'रद्द करें',
  delete: 'हटाएँ',
  deleteLabel: '{{title}} हटाएँ',
  deleted: 'उत्पाद हटा दिया गया',
  deleteFailed: 'उत्पाद हटाया नहीं जा सका',
};

registerStrings('products', en, hi);

// The delete question (delete-product-dialog.tsx): only the products screen asks it.
registerStrings(
  'productDelete',
  {
    title: 'Delete this product?',
    text: '"{{title}}" will be removed from the market. This cannot be undone.',
    keep: 'Keep',
    confirm: 'Delete',
  },
  {
    title: 'यह उत्पाद हटाएँ?',
    text: '"{{title}}" बाज़ार से हटा दिया जाएगा। इसे वापस नहीं लाया जा सकता।',
    keep: 'रहने दें',
    confirm: 'हटाएँ',
  },
);

// The mandi price hint below the price field (mandi-hint-text.ts; the words live
// in mandi-strings.ts so its unit test can fill them without i18next).
registerStrings('productsMandi', hintEn, hintHi);
