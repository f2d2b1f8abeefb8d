import type { Catalog } from '../catalog';

export const sitePages: Catalog['sitePages'] = {
  titles: {
    terms: 'سروس کی شرائط',
    privacy: 'رازداری کی پالیسی',
  },
  lastChanged: 'آخری تبدیلی',
  loadFailed: 'یہ صفحہ لوڈ نہیں ہو سکا۔',
  validation: {
    bodyRequired: 'صفحے پر کچھ متن ہونا ضروری ہے۔',
    bodyTooLong: 'صفحہ {{maximum}} حروف سے کم رکھیں۔',
  },
  editor: {
    pageToEdit: 'ترمیم کے لیے صفحہ',
    help: 'سادہ متن: خالی سطر سے نیا پیراگراف شروع ہوتا ہے، "## " سے شروع ہونے والی سطر سرخی ہے اور "- " سے شروع ہونے والی سطر فہرست کا ایک نکتہ۔',
    defaultShown: 'اس وقت وزیٹرز کو پہلے سے طے شدہ متن نظر آتا ہے۔',
    textLabel: '{{title}} کا متن',
    characters: '{{count}} / {{max}} حروف',
    preview: 'پیش منظر',
    saveFailed: 'صفحہ محفوظ نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔',
    save: 'صفحہ محفوظ کریں',
    discard: 'تبدیلیاں رد کریں',
    confirmRestore: 'کیا یہ متن پہلے سے طے شدہ متن سے بدل دیں؟',
    yesRestore: 'ہاں، پہلے سے طے شدہ متن واپس لائیں',
    keepMine: 'میرا متن رہنے دیں',
    restore: 'پہلے سے طے شدہ متن واپس لائیں',
    saved: 'صفحہ "{{title}}" محفوظ ہو گیا۔',
    restored: 'پہلے سے طے شدہ متن واپس آ گیا ہے۔',
  },
};
