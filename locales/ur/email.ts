import type { Catalog } from '../catalog';
import { emailPages } from './email-pages';

export const email: Catalog['email'] = {
  greeting: 'السلام علیکم،',
  greetingName: 'السلام علیکم {{name}}،',
  details: {
    service: 'سروس',
    request: 'درخواست نمبر',
    price: 'قیمت',
  },
  subject: 'سروس ہب: {{text}}',
  open: 'سروس ہب میں کھولیں: {{url}}',
  openButton: 'سروس ہب کھولیں',
  digest: {
    subjectOne: 'سروس ہب: {{name}} کا 1 بغیر پڑھا پیغام',
    subjectOther: 'سروس ہب: {{name}} کے {{number}} بغیر پڑھے پیغامات',
    intro: 'سروس ہب پر {{name}} کے ایسے پیغامات ہیں جو آپ نے ابھی تک نہیں پڑھے:',
    more: 'یہ تازہ ترین پیغامات ہیں؛ {{number}} پرانے پیغامات چیٹ میں ہیں۔',
    open: 'پڑھیں اور جواب دیں: {{url}}',
    openButton: 'پڑھیں اور جواب دیں',
  },
  footer: {
    why: 'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ کے سروس ہب اکاؤنٹ پر {{group}} کے بارے میں ای میلز آن ہیں۔',
    stop: 'یہ ای میلز بند کریں: {{url}}',
    stopLink: 'یہ ای میلز بند کریں',
    settings: 'چنیں کہ آپ کو کون سی ای میلز ملیں: {{url}}',
    settingsLink: 'چنیں کہ آپ کو کون سی ای میلز ملیں',
    security:
      'یہ ای میل آپ کے سروس ہب اکاؤنٹ کی حفاظت کے بارے میں ہے، اس لیے یہ دوسری ای میلز بند ہونے پر بھی آتی ہے۔',
    categoryRequest:
      'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ نے سروس ہب پر نئے زمرے کی درخواست کی تھی؛ یہ جواب کے ساتھ صرف ایک بار آتی ہے۔',
  },
  ...emailPages,
};
