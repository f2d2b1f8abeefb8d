import type { Catalog } from '../catalog';

export const common: Catalog['common'] = {
  language: {
    label: 'زبان',
    switchTo: 'زبان بدل کر {{name}} کریں',
  },
  time: {
    justNow: 'ابھی ابھی',
    onMoment: '{{moment}} کو',
  },
  network: {
    offline: 'آپ آف لائن ہیں۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
    unreachable: 'سروس ہب تک رسائی نہیں ہو سکی۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
    timeout: 'سروس ہب نے وقت پر جواب نہیں دیا۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  },
  validation: {
    wholeNumber: 'ایک مثبت مکمل عدد ہونا چاہیے',
    tooLong: 'زیادہ سے زیادہ {{maximum}} حروف ہو سکتے ہیں',
    noNul: 'اس میں NUL حروف نہیں ہو سکتے',
  },
  genericFailure: 'ہماری طرف کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
  networkFailure: 'سرور سے رابطہ نہیں ہو سکا۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
};
