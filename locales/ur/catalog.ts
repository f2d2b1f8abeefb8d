import type { Catalog } from '../catalog';

export const catalog: Catalog['catalog'] = {
  categories: {
    title: 'زمرے',
    intro: 'کوئی زمرہ منتخب کریں، اس کی خدمات دیکھیں اور مدد کی درخواست بھیجیں۔',
    loadFailed: 'زمرے لوڈ نہیں ہو سکے۔',
    none: 'اس وقت کوئی سروس دستیاب نہیں۔ براہ کرم کچھ دیر بعد دوبارہ دیکھیں!',
  },
  category: {
    notFound: 'زمرہ نہیں ملا۔',
    loadFailed: 'یہ زمرہ لوڈ نہیں ہو سکا۔',
    servicesFailed: 'خدمات لوڈ نہیں ہو سکیں۔',
    noServices: 'اس زمرے میں ابھی کوئی سروس دستیاب نہیں۔',
    seeProviders: '{{name}} کے فراہم کنندگان دیکھیں ←',
    breadcrumb: 'راستہ',
  },
  service: {
    request: 'اس سروس کی درخواست کریں ←',
  },
  validation: {
    nameNeedsLetterOrDigit: 'نام میں کم از کم ایک حرف یا ہندسہ ہونا چاہیے۔',
  },
  errors: {
    serviceNotFound: 'سروس نہیں ملی۔',
    nameReserved: '"{{name}}" محفوظ نام ہے۔ کوئی اور نام منتخب کریں۔',
    nameUsed:
      '"{{name}}" پہلے ہی کسی زمرے یا سروس کا نام ہے (یا اس سے بہت ملتا جلتا نام موجود ہے)۔',
    nameExists: '"{{name}}" پہلے سے موجود ہے۔',
    activateNeedsService: 'اس زمرے کو فعال کرنے سے پہلے کم از کم ایک فعال سروس شامل کریں۔',
    lastActiveService: 'یہ ایک فعال زمرے کی آخری فعال سروس ہے۔ پہلے زمرے کو غیر فعال کریں۔',
    categoryImageRequired: 'زمرے کے لیے ایک تصویر (PNG، JPEG یا WebP) منتخب کریں۔',
    serviceImageRequired: 'سروس کے لیے ایک تصویر (PNG، JPEG یا WebP) منتخب کریں۔',
    requestHandled: 'اس درخواست پر پہلے ہی کارروائی ہو چکی ہے۔',
    tooManyRequests:
      'آپ کی {{count}} درخواستیں پہلے ہی جائزے کی منتظر ہیں۔ براہ کرم جواب کا انتظار کریں۔',
    categoryExists: 'اس نام کا زمرہ پہلے سے موجود ہے۔',
    cityNotFound: 'شہر نہیں ملا۔',
    cityExists: '"{{name}}" نام کا شہر پہلے سے موجود ہے۔',
    cityInUse:
      'یہ شہر فراہم کنندگان یا درخواستوں میں استعمال ہو رہا ہے، اس لیے اسے ہٹایا نہیں جا سکتا۔',
  },
  mail: {
    approvedSubject: 'آپ کی زمرے کی درخواست منظور ہو گئی',
    approvedText:
      'زمرے "{{title}}" کے لیے آپ کی درخواست منظور ہو گئی ہے۔ اس کی خدمات شامل ہوتے ہی یہ نظر آنے لگے گا۔',
    rejectedSubject: 'آپ کی زمرے کی درخواست',
    rejectedText: 'زمرے "{{title}}" کے لیے آپ کی درخواست اس بار منظور نہیں ہوئی۔',
  },
};
