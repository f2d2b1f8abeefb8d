import type { Catalog } from '../catalog';

/** badges texts in Urdu: what a provider's badges mean (decision 0066). */
export const badges: Catalog['badges'] = {
  listLabel: 'بیجز',
  kinds: {
    phone_verified: 'تصدیق شدہ فون',
    id_verified: 'شناخت کی تصدیق شدہ',
    top_rated: 'اعلیٰ ریٹنگ',
    fast_response: 'فوری جواب',
  },
  rules: {
    phone_verified:
      'فراہم کنندہ نے SMS سے بھیجے گئے کوڈ کے ذریعے اپنا موبائل نمبر ثابت کیا۔ نمبر نجی رہتا ہے۔',
    id_verified:
      'ایڈمن نے فراہم کنندہ کا شناختی کارڈ (CNIC) جانچا۔ جانچ کے بعد کارڈ کی تصاویر حذف کر دی جاتی ہیں؛ صرف یہ بیج دکھایا جاتا ہے۔',
    top_rated:
      'پچھلے {{months}} مہینوں میں کم از کم {{minReviews}} جائزوں سے اوسط ریٹنگ {{minAverage}} یا اس سے زیادہ۔',
    fast_response:
      'نئی چیٹ کا جواب {{maxMinutes}} منٹ کے اندر: پچھلی {{chats}} چیٹس کا وسطانیہ، جب کم از کم {{minChats}} چیٹس ہوں۔',
  },
  explain: '"{{badge}}" کا مطلب',
};
