/**
 * The Urdu words migration 0031 gives the seeded rows of an existing database: a copy of the
 * seed data as it was when the migration was written, so that later edits of the seed data do
 * not change what this migration does.
 */
export const cityNamesUr: Array<[name: string, nameUr: string]> = [
  ['Karachi', 'کراچی'],
  ['Lahore', 'لاہور'],
  ['Islamabad', 'اسلام آباد'],
  ['Peshawar', 'پشاور'],
];

export const categoryWordsUr: Array<[name: string, nameUr: string, descriptionUr: string]> = [
  [
    'Plumbing Services',
    'پلمبنگ کی خدمات',
    'لائسنس یافتہ پلمبر لیک، پائپ، نالیاں اور واٹر ہیٹر ٹھیک کرتے ہیں۔',
  ],
  [
    'Electrical Services',
    'بجلی کی خدمات',
    'ماہر الیکٹریشن محفوظ وائرنگ، روشنی اور مرمت کا کام کرتے ہیں۔',
  ],
  [
    'Carpentry Services',
    'بڑھئی کی خدمات',
    'فرنیچر، الماریاں اور لکڑی کا کام احتیاط سے بنایا اور مرمت کیا جاتا ہے۔',
  ],
  ['Cleaning Services', 'صفائی کی خدمات', 'جلدی صفائی سے گہری صفائی تک، چمکتے گھر اور دفاتر۔'],
  [
    'Home Renovation Services',
    'گھر کی تزئین و آرائش',
    'ایسی تزئین و آرائش جو آپ کے گھر کے ہر کمرے کو نیا کر دے۔',
  ],
  [
    'Automotive Services',
    'گاڑیوں کی خدمات',
    'دھلائی سے بریک کی مرمت تک، گاڑی کی دیکھ بھال آپ کے دروازے پر۔',
  ],
];

export const serviceWordsUr: Array<
  [categoryName: string, name: string, nameUr: string, descriptionUr: string]
> = [
  [
    'Plumbing Services',
    'Leak Repair',
    'لیک کی مرمت',
    'نقصان سے پہلے ٹپکتی ٹونٹیاں، پائپ اور فٹنگز ڈھونڈ کر ٹھیک کی جاتی ہیں۔',
  ],
  [
    'Plumbing Services',
    'Pipe Installation',
    'پائپ کی تنصیب',
    'پانی اور گیس کے نئے پائپ لگائے جاتے ہیں اور دباؤ سے جانچے جاتے ہیں۔',
  ],
  [
    'Plumbing Services',
    'Drain Cleaning',
    'نالیوں کی صفائی',
    'بند سنک، شاور اور فرش کی نالیاں جلدی کھولی جاتی ہیں۔',
  ],
  [
    'Plumbing Services',
    'Water Heater Services',
    'واٹر ہیٹر کی خدمات',
    'گیزر اور واٹر ہیٹر کی تنصیب، مرمت اور سروس۔',
  ],
  [
    'Plumbing Services',
    'Sewer Line Services',
    'سیوریج لائن کی خدمات',
    'سیوریج لائن کا معائنہ، کھلوائی اور مرمت۔',
  ],
  [
    'Electrical Services',
    'Wiring Installation',
    'وائرنگ کی تنصیب',
    'ضابطے کے مطابق پورے گھر یا اس کے کچھ حصے کی وائرنگ۔',
  ],
  [
    'Electrical Services',
    'Lighting Installation',
    'لائٹوں کی تنصیب',
    'اندر اور باہر کی لائٹیں، فکسچر اور ڈمر لگائے جاتے ہیں۔',
  ],
  [
    'Electrical Services',
    'Circuit Breaker Repair',
    'سرکٹ بریکر کی مرمت',
    'بار بار ٹرپ ہونے والے بریکر اور خراب ڈسٹری بیوشن بورڈ کی تشخیص اور مرمت۔',
  ],
  [
    'Electrical Services',
    'Outlet and Switch Installation',
    'ساکٹ اور سوئچ کی تنصیب',
    'نئے یا متبادل ساکٹ اور سوئچ محفوظ طریقے سے لگائے جاتے ہیں۔',
  ],
  [
    'Electrical Services',
    'Ceiling Fan Installation',
    'چھت کے پنکھے کی تنصیب',
    'چھت کے پنکھے لگائے، جوڑے اور متوازن کیے جاتے ہیں۔',
  ],
  [
    'Carpentry Services',
    'Furniture Assembly',
    'فرنیچر کی جوڑائی',
    'تیار حصوں والے بیڈ، الماریاں اور میزیں آپ کے لیے جوڑی جاتی ہیں۔',
  ],
  [
    'Carpentry Services',
    'Cabinet Installation',
    'کیبنٹ کی تنصیب',
    'باورچی خانے اور غسل خانے کی کیبنٹ سیدھی اور مضبوطی سے لگائی جاتی ہیں۔',
  ],
  [
    'Carpentry Services',
    'Wood Repair',
    'لکڑی کی مرمت',
    'دروازے، چوکھٹیں اور فرنیچر مرمت، رگڑائی اور نئی پالش کے ساتھ۔',
  ],
  [
    'Carpentry Services',
    'Deck Building',
    'ڈیک کی تعمیر',
    'باہر کے ڈیک اور آنگن دیرپا ڈیزائن اور تعمیر کیے جاتے ہیں۔',
  ],
  [
    'Carpentry Services',
    'Custom Woodworking',
    'حسبِ فرمائش لکڑی کا کام',
    'ناپ کے مطابق شیلف، میزیں اور فٹنگز۔',
  ],
  [
    'Cleaning Services',
    'Residential Cleaning',
    'گھر کی صفائی',
    'آپ کے گھر کی باقاعدہ یا ایک بار کی صفائی۔',
  ],
  [
    'Cleaning Services',
    'Office Cleaning',
    'دفتر کی صفائی',
    'کام کی جگہیں، کچن اور واش روم صاف رکھے جاتے ہیں۔',
  ],
  [
    'Cleaning Services',
    'Carpet Cleaning',
    'قالین کی صفائی',
    'قالینوں اور دریوں کی گہری دھلائی اور داغوں کی صفائی۔',
  ],
  [
    'Cleaning Services',
    'Window Cleaning',
    'کھڑکیوں کی صفائی',
    'اندر اور باہر سے بے داغ کھڑکیاں، چوکھٹیں اور شیشے۔',
  ],
  [
    'Cleaning Services',
    'Move-in/Move-out Cleaning',
    'گھر بدلنے پر صفائی',
    'نئے گھر میں جانے یا چابیاں واپس کرنے سے پہلے مکمل صفائی۔',
  ],
  [
    'Home Renovation Services',
    'Bathroom Renovation',
    'غسل خانے کی تزئین',
    'آپ کے غسل خانے کی ٹائلیں، فکسچر اور ترتیب نئی کی جاتی ہے۔',
  ],
  [
    'Home Renovation Services',
    'Kitchen Remodeling',
    'کچن کی نئی تعمیر',
    'کاؤنٹر، کیبنٹ اور آلات شروع سے آخر تک نئے سرے سے۔',
  ],
  [
    'Home Renovation Services',
    'Flooring Installation',
    'فرش کی تنصیب',
    'ٹائل، لکڑی اور وینائل کے فرش مہارت سے بچھائے جاتے ہیں۔',
  ],
  [
    'Home Renovation Services',
    'Painting Services',
    'رنگ و روغن',
    'صاف ستھرے انداز میں اندرونی اور بیرونی رنگائی۔',
  ],
  [
    'Home Renovation Services',
    'Room Additions',
    'اضافی کمرے',
    'اضافی کمروں اور توسیع کی منصوبہ بندی اور تعمیر۔',
  ],
  [
    'Automotive Services',
    'Car Washing',
    'گاڑی کی دھلائی',
    'جہاں آپ کی گاڑی کھڑی ہو وہیں باہر سے دھلائی اور اندر سے ویکیوم۔',
  ],
  [
    'Automotive Services',
    'Oil Change',
    'تیل کی تبدیلی',
    'معیاری لبریکنٹ کے ساتھ انجن آئل اور فلٹر کی تبدیلی۔',
  ],
  [
    'Automotive Services',
    'Tire Replacement',
    'ٹائر کی تبدیلی',
    'نئے ٹائر لگائے اور متوازن کیے جاتے ہیں، پرانے لے جائے جاتے ہیں۔',
  ],
  [
    'Automotive Services',
    'Brake Repair',
    'بریک کی مرمت',
    'بریک پیڈ، ڈسک اور آئل کی جانچ اور تبدیلی۔',
  ],
  [
    'Automotive Services',
    'Battery Replacement',
    'بیٹری کی تبدیلی',
    'موقع پر بیٹری کی جانچ اور تبدیلی۔',
  ],
];
