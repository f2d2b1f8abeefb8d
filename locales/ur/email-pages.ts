import type { Catalog } from '../catalog';

/** The email texts the browser shows too (see ../en/email-pages). */
export const emailPages: Pick<Catalog['email'], 'groups' | 'unsubscribe'> = {
  groups: {
    newJobs: 'آپ کی خدمات کے نئے کاموں',
    messages: 'نئے پیغامات',
    offers: 'نئی پیشکشوں اور جوابی پیشکشوں',
    offerAnswers: 'پیشکشوں کے جوابات',
    orders: 'آپ کے آرڈرز میں تبدیلیوں',
    billing: 'انوائس اور ادائیگیوں',
    account: 'آپ کے اکاؤنٹ',
  },
  unsubscribe: {
    title: 'ای میلز بند کریں',
    loading: 'آپ کا لنک جانچا جا رہا ہے…',
    question: '{{group}} کے بارے میں ای میلز بند کر دیں؟',
    explain:
      'ہم آپ کو {{group}} کے بارے میں مزید ای میل نہیں کریں گے۔ ایپ کی گھنٹی انہیں پھر بھی دکھائے گی، اور آپ اپنے اکاؤنٹ کی ترتیبات میں یہ ای میلز دوبارہ آن کر سکتے ہیں۔',
    confirm: 'یہ ای میلز بند کریں',
    done: 'ہو گیا: اب ہم آپ کو {{group}} کے بارے میں ای میل نہیں کریں گے۔',
    alreadyOff: '{{group}} کے بارے میں ای میلز پہلے ہی بند ہیں۔',
    invalid:
      'یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ اس کے بجائے سائن اِن کر کے اپنی ای میل ترتیبات بدلیں۔',
    settingsLink: 'اکاؤنٹ کی ترتیبات کھولیں',
    home: 'ہوم پیج پر جائیں',
  },
};
