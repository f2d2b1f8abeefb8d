import type { Catalog } from '../catalog';

export const disputes: Catalog['disputes'] = {
  validation: {
    reasonRequired: 'وجہ لکھنا ضروری ہے۔',
    statementRequired: 'بیان لکھنا ضروری ہے۔',
    noteRequired: 'نوٹ لکھنا ضروری ہے۔',
    adjustedPrice:
      'ترمیم شدہ قیمت صرف "ترمیم شدہ قیمت پر مکمل" فیصلے کے لیے، اور اس کے لیے لازماً، درکار ہے۔',
  },
  errors: {
    notFound: 'تنازع نہیں ملا۔',
    notOpen: 'یہ تنازع پہلے ہی حل ہو چکا ہے۔',
    alreadyOpen: 'اس آرڈر پر پہلے ہی ایک تنازع کھلا ہے۔',
    notDisputable:
      'صرف قبول شدہ آرڈر، یا حال ہی میں مکمل ہونے والے آرڈر پر ہی تنازع کھولا جا سکتا ہے۔',
    orderNotFound: 'آرڈر نہیں ملا۔',
    noAttachment: 'اس تنازع کے ساتھ کوئی فائل منسلک نہیں۔',
    tooManyStatements:
      'آپ نے کم وقت میں بہت سے بیانات شامل کیے ہیں۔ براہِ کرم اگلا بیان شامل کرنے سے پہلے چند منٹ انتظار کریں۔',
  },
  outcome: {
    completed: 'طے شدہ قیمت پر مکمل',
    adjusted: 'ترمیم شدہ قیمت پر مکمل',
    cancelled: 'آرڈر منسوخ',
  },
  status: {
    open: 'کھلا',
    resolved: 'حل شدہ',
  },
  author: {
    you: 'آپ',
    client: '{{name}} (کلائنٹ)',
    provider: '{{name}} (فراہم کنندہ)',
    admin: 'ایڈمن',
  },
  thread: {
    reason: 'وجہ',
    statement: 'بیان',
    staleReason: 'قبول ہونے کے کافی عرصے بعد بھی مکمل نہیں ہوا: ایڈمن نے بند کیا۔',
  },
  resolution: {
    title: 'حل شدہ: {{outcome}}',
    newPrice: 'نئی قیمت: <strong>{{price}}</strong>',
    note: 'ایڈمن کا نوٹ: <note>{{note}}</note>',
    resolvedAt: '<time>{{moment}}</time> کو حل ہوا',
  },
  evidence: {
    loading: 'ثبوت لوڈ ہو رہا ہے',
    loadFailed: 'ہم ثبوت لوڈ نہیں کر سکے۔',
    alt: '{{about}} کا ثبوت',
    pdf: 'ایک PDF دستاویز۔ اسے پڑھنے کے لیے نئے ٹیب میں کھولیں یا ڈاؤن لوڈ کریں۔',
    openImage: 'تصویر نئے ٹیب میں کھولیں',
    openPdf: 'PDF نئے ٹیب میں کھولیں',
    download: 'ڈاؤن لوڈ کریں',
    view: 'ثبوت دیکھیں',
    title: '{{about}} کا ثبوت',
    close: 'بند کریں',
  },
};
