import type { Catalog } from '../catalog';

export const landing: Catalog['landing'] = {
  breadcrumb: 'راستہ',
  home: 'ہوم',
  services: {
    title: 'تمام خدمات',
    lead: 'ہر وہ خدمت جو آپ مانگ سکتے ہیں، زمرے کے لحاظ سے۔ کوئی ایک چنیں اور دیکھیں کہ آپ کے قریب کون یہ کام کرتا ہے۔',
    empty: 'ابھی کوئی خدمت پیش نہیں کی جا رہی۔',
    serviceLink: '{{service}} کے فراہم کنندگان',
  },
  service: {
    lead: 'ہنرمند {{service}} فراہم کنندگان، جن کی ریٹنگ ان کے کلائنٹس نے دی ہے۔',
    citiesTitle: 'وہ شہر جہاں {{service}} دستیاب ہے',
    cityLink: '{{city}} میں {{service}}',
    noCities: 'ابھی کوئی فراہم کنندہ {{service}} پیش نہیں کرتا۔ جلد دوبارہ دیکھیں۔',
    topTitle: 'بہترین ریٹنگ والے {{service}} فراہم کنندگان',
  },
  serviceCity: {
    title: '{{city}} میں {{service}}',
    lead: '{{city}} میں {{service}} کے فراہم کنندگان، بہترین ریٹنگ پہلے۔',
    count_one: '{{count}} فراہم کنندہ دکھایا گیا',
    count_other: '{{count}} فراہم کنندگان دکھائے گئے',
    priceGuide:
      '{{city}} میں {{service}} کے زیادہ تر کام {{low}} سے {{high}} میں ہوتے ہیں (پچھلے 90 دن، {{orders}} آرڈر)۔',
    requestQuote: 'قیمت کی درخواست کریں',
    requestQuoteLead:
      'کام ایک بار بتائیں اور {{city}} کے فراہم کنندگان آپ کو اپنی پیشکشیں بھیجیں گے۔',
    empty: 'ابھی {{city}} میں کوئی فراہم کنندہ {{service}} پیش نہیں کرتا۔',
    emptyHint:
      'پھر بھی درخواست بھیجیں: جلد شامل ہونے والے فراہم کنندگان اسے دیکھیں گے، یا کوئی اور شہر آزمائیں۔',
    otherCities: '{{service}} کے لیے دوسرے شہر',
    more: 'مزید فراہم کنندگان دکھائیں',
  },
  notFound: {
    title: 'صفحہ نہیں ملا',
    text: 'یہ خدمت یا شہر دستیاب نہیں۔ اس کے بجائے تمام خدمات دیکھیں۔',
    back: 'تمام خدمات دیکھیں',
  },
  loadFailed: 'یہ صفحہ لوڈ نہیں ہو سکا۔ دوبارہ کوشش کریں۔',
  errors: {
    slugInvalid: 'یہ پتا کسی خدمت یا شہر کا نہیں۔',
    serviceNotFound: 'یہ خدمت دستیاب نہیں۔',
    cityNotFound: 'یہ شہر فہرست میں نہیں۔',
  },
};
