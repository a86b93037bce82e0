import { registerStrings } from '@/shared/i18n';

// The payment panel's text (paying an accepted order by UPI), as `orders.pay.*`.
// Apart from strings.ts because only the order detail needs it, not the header
// badge, which loads strings.ts on every signed-in screen. Amounts are "₹" in
// both languages, as UPI apps show them.
const en = {
  heading: 'Payment',
  link: 'Pay ₹{{amount}} by UPI',
  linkHint: "Your UPI app opens with the farmer's UPI ID and the amount. The money goes straight to the farmer.",
  qrAlt: 'QR code to pay ₹{{amount}} by UPI',
  qrHint: 'Paying from another phone? Scan this code with its UPI app.',
  noUpi: 'The farmer has not added a UPI ID. Agree on payment with them directly.',
  reference: 'UPI reference (UTR), optional',
  referenceHint: 'The 12-digit number your UPI app shows after paying',
  paid: 'I have paid',
  claimedBuyer: 'You said you have paid. Waiting for the farmer to confirm.',
  claimedBuyerRef: 'You said you have paid (ref {{ref}}). Waiting for the farmer to confirm.',
  receivedBuyer: 'The farmer has received your payment',
  unpaidFarmer: 'No payment recorded yet',
  claimedFarmer: 'Buyer says paid',
  claimedFarmerRef: 'Buyer says paid (ref {{ref}})',
  received: 'Payment received',
  confirmTitle: 'Mark ₹{{amount}} as received from {{buyer}}?',
  confirmText: 'Check your UPI app or bank first: the buyer will see that you have the money. This cannot be undone.',
  notYet: 'Not yet',
  waiting: 'Payment waiting to be sent',
  done: { paid: 'Payment recorded: the farmer will see it', received: 'Payment marked as received' },
  step: { paid: 'Buyer says paid', paidRef: 'Buyer says paid (ref {{ref}})', received: 'Payment received' },
};

const hi: typeof en = {
  heading: 'भुगतान',
  link: 'UPI से ₹{{amount}} चुकाएँ',
  linkHint: 'आपका UPI ऐप किसान की UPI ID और रकम के साथ खुलेगा। पैसा सीधे किसान को जाता है।',
  qrAlt: 'UPI से ₹{{amount}} चुकाने का QR कोड',
  qrHint: 'दूसरे फ़ोन से भुगतान कर रहे हैं? उसके UPI ऐप से यह कोड स्कैन करें।',
  noUpi: 'किसान ने UPI ID नहीं जोड़ी है। भुगतान के बारे में उनसे सीधे तय करें।',
  reference: 'UPI संदर्भ (UTR), वैकल्पिक',
  referenceHint: 'भुगतान के बाद आपका UPI ऐप जो 12 अंकों का नंबर दिखाता है',
  paid: 'मैंने भुगतान कर दिया',
  claimedBuyer: 'आपने बताया कि भुगतान कर दिया है। किसान की पुष्टि की प्रतीक्षा है।',
  claimedBuyerRef: 'आपने बताया कि भुगतान कर दिया है (संदर्भ {{ref}})। किसान की पुष्टि की प्रतीक्षा है।',
  receivedBuyer: 'किसान को आपका भुगतान मिल गया है',
  unpaidFarmer: 'अभी कोई भुगतान दर्ज नहीं',
  claimedFarmer: 'खरीदार के अनुसार भुगतान हो गया',
  claimedFarmerRef: 'खरीदार के अनुसार भुगतान हो गया (संदर्भ {{ref}})',
  received: 'भुगतान मिल गया',
  confirmTitle: '{{buyer}} से ₹{{amount}} मिलना दर्ज करें?',
  confirmText: 'पहले अपना UPI ऐप या बैंक देख लें: खरीदार को दिखेगा कि पैसा आपको मिल गया है। इसे वापस नहीं लिया जा सकता।',
  notYet: 'अभी नहीं',
  waiting: 'भुगतान भेजे जाने की प्रतीक्षा में',
  done: { paid: 'भुगतान दर्ज हुआ: किसान इसे देखेंगे', received: 'भुगतान मिलना दर्ज हुआ' },
  step: {
    paid: 'खरीदार के अनुसार भुगतान हो गया',
    paidRef: 'खरीदार के अनुसार भुगतान हो गया (संदर्भ {{ref}})',
    received: 'भुगतान मिल गया',
  },
};

registerStrings('orders', { pay: en }, { pay: hi });
