import type { Catalog } from '../catalog';

export const seo: Catalog['seo'] = {
  siteName: 'سروس ہب',
  titleSuffix: '{{title}} | سروس ہب',
  home: {
    title: 'سروس ہب: قابلِ اعتماد مقامی فراہم کنندگان',
    description:
      'اپنے قریب پلمبر، الیکٹریشن، بڑھئی اور صفائی والے تلاش کریں۔ ریٹنگ دیکھیں، بات کریں اور کام سے پہلے قیمت طے کریں۔',
  },
  about: {
    title: 'سروس ہب کے بارے میں',
    description: 'سروس ہب کام کروانے والوں کو ہنرمند مقامی فراہم کنندگان سے ملاتا ہے۔',
  },
  terms: { title: 'شرائطِ استعمال', description: 'سروس ہب استعمال کرنے کی شرائط۔' },
  privacy: {
    title: 'رازداری کی پالیسی',
    description: 'سروس ہب آپ کے بارے میں کیا رکھتا ہے، کیوں، اور آپ اس سے کیا مانگ سکتے ہیں۔',
  },
  findProvider: {
    title: 'فراہم کنندہ تلاش کریں',
    description: 'شہر اور خدمت کے لحاظ سے ریٹنگ والے فراہم کنندگان دیکھیں، بہترین پہلے۔',
  },
  services: {
    title: 'تمام خدمات',
    description: 'سروس ہب پر ہر خدمت، زمرے کے لحاظ سے، ان شہروں کے ساتھ جہاں یہ دستیاب ہے۔',
  },
  service: {
    title: '{{service}} کے فراہم کنندگان',
    description:
      '{{service}} کے ریٹنگ والے فراہم کنندگان اور وہ شہر جہاں وہ کام کرتے ہیں۔ سروس ہب پر قیمت کی درخواست کریں۔',
  },
  serviceCity: {
    title: '{{city}} میں {{service}}',
    description:
      '{{city}} میں {{service}} کے فراہم کنندگان، ریٹنگ، ریویوز اور بیجز کے ساتھ۔ قیمت کی درخواست کریں اور پیشکشوں کا موازنہ کریں۔',
  },
  provider: {
    title: '{{name}}، {{city}} میں {{service}}',
    titleNoService: '{{name}}، {{city}}',
    description: '{{name}} {{city}} میں {{services}} کی خدمات دیتے ہیں۔ {{rating}}',
    rated: '{{count}} ریویوز سے 5 میں سے {{rating}} ریٹنگ۔',
    notRated: 'ابھی کوئی ریویو نہیں۔',
  },
  notFound: { title: 'صفحہ نہیں ملا', description: 'یہ صفحہ سروس ہب پر موجود نہیں۔' },
  image: {
    tagline: 'قابلِ اعتماد مقامی فراہم کنندگان',
  },
};
