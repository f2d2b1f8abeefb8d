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
  brand: 'سروس ہب',
  homeLink: 'سروس ہب کا ہوم پیج',
  skipToContent: 'مواد پر جائیں',
  documentTitle: '{{page}} · سروس ہب',
  loading: 'لوڈ ہو رہا ہے',
  close: 'بند کریں',
  closeNotification: 'اطلاع بند کریں',
  removeChosenFile: 'منتخب فائل ہٹائیں',
  nav: {
    main: 'مرکزی',
    menu: 'مینو',
    openMenu: 'مینو کھولیں',
    closeMenu: 'مینو بند کریں',
    home: 'ہوم',
    about: 'ہمارے بارے میں',
    findProvider: 'سروس فراہم کنندہ تلاش کریں',
    register: 'رجسٹر کریں',
    login: 'لاگ ان',
    clientDashboard: 'کلائنٹ ڈیش بورڈ',
    categories: 'زمرے',
    messages: 'پیغامات',
    requests: 'درخواستیں',
    history: 'ہسٹری',
    profile: 'پروفائل',
    billing: 'بلنگ',
    logout: 'لاگ آؤٹ',
  },
  footer: {
    tagline:
      'وہ بازار جہاں کلائنٹس کو قابلِ اعتماد مقامی سروس فراہم کنندگان ملتے ہیں، اور فراہم کنندگان کو اپنا اگلا کام۔',
    contact: 'رابطہ',
    address: '12 شاہراہِ فیصل، کراچی، پاکستان',
    explore: 'مزید دیکھیں',
    terms: 'سروس کی شرائط',
    privacy: 'رازداری کی پالیسی',
    copyright: '© {{year}} سروس ہب۔ جملہ حقوق محفوظ ہیں۔',
  },
  notFound: {
    title: 'صفحہ نہیں ملا',
    text: 'جو صفحہ آپ ڈھونڈ رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو گیا ہے۔',
    backHome: 'ہوم پیج پر واپس جائیں',
  },
  routeError: {
    title: 'ایپ میں غیر متوقع خرابی!',
    text: 'اس صفحے میں کچھ خراب ہو گیا۔ صفحہ دوبارہ لوڈ کرنے سے عموماً ٹھیک ہو جاتا ہے۔',
  },
  loadError: {
    title: 'کچھ غلط ہو گیا',
    tryAgain: 'دوبارہ کوشش کریں',
  },
  loadMore: {
    button: 'مزید {{what}} دکھائیں',
    failed: 'مزید {{what}} لوڈ نہیں ہو سکے۔',
  },
  upload: {
    progress: 'اپ لوڈ کی پیش رفت',
    sending: 'بھیجا جا رہا ہے… {{percent}}%',
    saving: 'بھیج دیا گیا، محفوظ کیا جا رہا ہے…',
    imageProgress: 'تصویر اپ لوڈ کی پیش رفت',
    imageSending: 'تصویر اپ لوڈ ہو رہی ہے… {{percent}}%',
    imageSaving: 'اپ لوڈ مکمل، محفوظ کی جا رہی ہے…',
  },
  connection: {
    offline: 'آپ آف لائن ہیں۔ کنکشن بحال ہونے تک آپ کا کوئی بھی کام محفوظ نہیں ہو سکے گا۔',
    reconnecting:
      'لائیو اپ ڈیٹس سے دوبارہ جڑا جا رہا ہے… کنکشن بحال ہوتے ہی نئے پیغامات نظر آ جائیں گے۔',
    chatNotConnected: 'چیٹ سرور سے رابطہ نہیں ہے۔',
    chatTimeout: 'چیٹ سرور نے وقت پر جواب نہیں دیا۔ براہ کرم دوبارہ کوشش کریں۔',
    chatBadAnswer: 'چیٹ سرور نے غیر متوقع جواب بھیجا۔',
  },
};
