import type { Catalog } from '../catalog';

/** فراہم کنندہ کا عوامی صفحہ اور براہِ راست درخواستیں (decision 0065)۔ */
export const publicPage: Catalog['providers']['publicPage'] = {
  loadFailed: 'ہم اس فراہم کنندہ کا صفحہ لوڈ نہیں کر سکے۔',
  notFoundTitle: 'یہ فراہم کنندہ فہرست میں نہیں ہے۔',
  notFoundText: 'ہو سکتا ہے فراہم کنندہ نے خدمات دینا بند کر دیا ہو، یا لنک درست نہیں۔',
  browse: 'فراہم کنندہ تلاش کریں',
  photoOf: '{{name}} کی تصویر',
  facts: 'کام کا ریکارڈ',
  completedJobs: 'مکمل کیے گئے کام',
  lateCancellations: 'تاخیر سے منسوخیاں',
  lateCount_one: 'پچھلے {{days}} دنوں میں {{count}} تاخیر سے منسوخی',
  lateCount_other: 'پچھلے {{days}} دنوں میں {{count}} تاخیر سے منسوخیاں',
  lateRule: 'ملاقات سے {{hours}} گھنٹے سے کم پہلے منسوخ کی گئی بکنگ۔',
  responseTime: 'جواب دینے کا درمیانی وقت',
  responseNone: 'ابھی اتنی درخواستوں کا جواب نہیں دیا گیا',
  minutes_one: '{{count}} منٹ',
  minutes_other: '{{count}} منٹ',
  hours_one: '{{count}} گھنٹہ',
  hours_other: '{{count}} گھنٹے',
  days_one: '{{count}} دن',
  days_other: '{{count}} دن',
  responseRule:
    'پچھلے {{days}} دنوں میں جن درخواستوں کی قیمت اس فراہم کنندہ کے ساتھ چیٹ میں لگائی گئی: درخواست بھیجے جانے سے اس چیٹ میں فراہم کنندہ کے پہلے پیغام یا جواب تک کے وقتوں کا درمیانی وقت۔ کم از کم {{min}} درخواستوں پر دکھایا جاتا ہے۔',
  aboutResponse: 'جواب کا وقت کیسے نکالا جاتا ہے',
  servicesHeading: 'خدمات',
  servicesEmpty: 'یہ فراہم کنندہ ابھی کوئی سروس پیش نہیں کرتا۔',
  requestQuote: 'قیمت معلوم کریں',
  requestQuoteFor: '{{service}} کی قیمت معلوم کریں',
  quoteNote_one:
    'آپ کی درخواست پہلے <typed>{{name}}</typed> کو جاتی ہے: {{count}} گھنٹے تک کوئی اور فراہم کنندہ اسے نہیں دیکھتا۔',
  quoteNote_other:
    'آپ کی درخواست پہلے <typed>{{name}}</typed> کو جاتی ہے: {{count}} گھنٹوں تک کوئی اور فراہم کنندہ اسے نہیں دیکھتا۔',
  signInNote: 'پہلے آپ کلائنٹ کے طور پر لاگ ان یا سائن اپ کریں؛ پھر درخواست کا فارم کھلتا ہے۔',
  reviewsHeading: 'تبصرے',
  direct: {
    marker: 'براہِ راست درخواست',
    markerNote: 'اس کلائنٹ نے براہِ راست آپ سے پوچھا ہے۔',
    addressedTo: 'بنام <typed>{{name}}</typed>',
    window_one:
      'پہلے {{count}} گھنٹے تک یہ درخواست صرف <typed>{{name}}</typed> دیکھتا ہے۔ اس کے بعد آپ کے شہر کے دوسرے فراہم کنندگان بھی پیشکش بھیج سکتے ہیں۔',
    window_other:
      'پہلے {{count}} گھنٹوں تک یہ درخواست صرف <typed>{{name}}</typed> دیکھتا ہے۔ اس کے بعد آپ کے شہر کے دوسرے فراہم کنندگان بھی پیشکش بھیج سکتے ہیں۔',
    keep: 'صرف <typed>{{name}}</typed> کے لیے رکھیں',
    keepNote: 'دوسرے فراہم کنندگان اسے کبھی نہیں دیکھتے۔',
    notOffered:
      '<typed>{{name}}</typed> کسی اور شہر میں کام کرتا ہے، اس لیے یہ درخواست آپ کے چنے ہوئے شہر میں اس سروس کے ہر فراہم کنندہ کو جاتی ہے۔',
  },
  errors: {
    directUnavailable: 'یہ فراہم کنندہ اس شہر میں ابھی یہ سروس پیش نہیں کرتا۔',
    directOnHold: 'یہ فراہم کنندہ اس وقت نئی درخواستیں نہیں لے رہا۔',
  },
};
