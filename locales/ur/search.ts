import type { Catalog } from '../catalog';

/** خدمات اور فراہم کنندگان کی تلاش، اور ایڈمن کے ہم معنی الفاظ (decision 0082)۔ */
export const search: Catalog['providers']['search'] = {
  validation: {
    queryRequired: 'لکھیں کہ آپ کیا تلاش کر رہے ہیں۔',
    termRequired: 'وہ لفظ لکھیں جو لوگ تلاش کرتے ہیں۔',
    expansionRequired: 'وہ الفاظ لکھیں جو اس کے ساتھ بھی ملنے چاہییں۔',
  },
  errors: {
    synonymExists: '"{{term}}" پہلے سے ہم معنی لفظ ہے۔ بدلنے کے لیے پہلے اسے ہٹائیں۔',
    noLetters: 'حروف یا ہندسے استعمال کریں۔',
  },
};
