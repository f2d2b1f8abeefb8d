/** Reference data every installation starts with. */
export const seedCities = ['Karachi', 'Lahore', 'Islamabad', 'Peshawar'];

/** The seeded cities' Urdu names (decision 0059). */
export const seedCityNamesUr: Record<string, string> = {
  Karachi: 'کراچی',
  Lahore: 'لاہور',
  Islamabad: 'اسلام آباد',
  Peshawar: 'پشاور',
};

/** Each name and description in English (the spec's words) and in Urdu (decision 0059). */
type SeedCategory = {
  name: string;
  description: string;
  nameUr: string;
  descriptionUr: string;
  services: Array<[name: string, description: string, nameUr: string, descriptionUr: string]>;
};

export const seedCategories: SeedCategory[] = [
  {
    name: 'Plumbing Services',
    description: 'Leaks, pipes, drains and water heaters fixed by licensed plumbers.',
    nameUr: 'پلمبنگ کی خدمات',
    descriptionUr: 'لائسنس یافتہ پلمبر لیک، پائپ، نالیاں اور واٹر ہیٹر ٹھیک کرتے ہیں۔',
    services: [
      [
        'Leak Repair',
        'Find and fix leaking taps, pipes and fittings before they cause damage.',
        'لیک کی مرمت',
        'نقصان سے پہلے ٹپکتی ٹونٹیاں، پائپ اور فٹنگز ڈھونڈ کر ٹھیک کی جاتی ہیں۔',
      ],
      [
        'Pipe Installation',
        'New water and gas pipe runs fitted and pressure-tested.',
        'پائپ کی تنصیب',
        'پانی اور گیس کے نئے پائپ لگائے جاتے ہیں اور دباؤ سے جانچے جاتے ہیں۔',
      ],
      [
        'Drain Cleaning',
        'Blocked sinks, showers and floor drains cleared quickly.',
        'نالیوں کی صفائی',
        'بند سنک، شاور اور فرش کی نالیاں جلدی کھولی جاتی ہیں۔',
      ],
      [
        'Water Heater Services',
        'Geyser and water heater installation, repair and servicing.',
        'واٹر ہیٹر کی خدمات',
        'گیزر اور واٹر ہیٹر کی تنصیب، مرمت اور سروس۔',
      ],
      [
        'Sewer Line Services',
        'Sewer line inspection, unblocking and repair.',
        'سیوریج لائن کی خدمات',
        'سیوریج لائن کا معائنہ، کھلوائی اور مرمت۔',
      ],
    ],
  },
  {
    name: 'Electrical Services',
    description: 'Safe wiring, lighting and repairs by qualified electricians.',
    nameUr: 'بجلی کی خدمات',
    descriptionUr: 'ماہر الیکٹریشن محفوظ وائرنگ، روشنی اور مرمت کا کام کرتے ہیں۔',
    services: [
      [
        'Wiring Installation',
        'Complete or partial house wiring done to code.',
        'وائرنگ کی تنصیب',
        'ضابطے کے مطابق پورے گھر یا اس کے کچھ حصے کی وائرنگ۔',
      ],
      [
        'Lighting Installation',
        'Indoor and outdoor lights, fixtures and dimmers installed.',
        'لائٹوں کی تنصیب',
        'اندر اور باہر کی لائٹیں، فکسچر اور ڈمر لگائے جاتے ہیں۔',
      ],
      [
        'Circuit Breaker Repair',
        'Tripping breakers and faulty distribution boards diagnosed and fixed.',
        'سرکٹ بریکر کی مرمت',
        'بار بار ٹرپ ہونے والے بریکر اور خراب ڈسٹری بیوشن بورڈ کی تشخیص اور مرمت۔',
      ],
      [
        'Outlet and Switch Installation',
        'New or replacement sockets and switches fitted safely.',
        'ساکٹ اور سوئچ کی تنصیب',
        'نئے یا متبادل ساکٹ اور سوئچ محفوظ طریقے سے لگائے جاتے ہیں۔',
      ],
      [
        'Ceiling Fan Installation',
        'Ceiling fans mounted, wired and balanced.',
        'چھت کے پنکھے کی تنصیب',
        'چھت کے پنکھے لگائے، جوڑے اور متوازن کیے جاتے ہیں۔',
      ],
    ],
  },
  {
    name: 'Carpentry Services',
    description: 'Furniture, cabinets and woodwork built and repaired with care.',
    nameUr: 'بڑھئی کی خدمات',
    descriptionUr: 'فرنیچر، الماریاں اور لکڑی کا کام احتیاط سے بنایا اور مرمت کیا جاتا ہے۔',
    services: [
      [
        'Furniture Assembly',
        'Flat-pack beds, wardrobes and desks assembled for you.',
        'فرنیچر کی جوڑائی',
        'تیار حصوں والے بیڈ، الماریاں اور میزیں آپ کے لیے جوڑی جاتی ہیں۔',
      ],
      [
        'Cabinet Installation',
        'Kitchen and bathroom cabinets hung level and secure.',
        'کیبنٹ کی تنصیب',
        'باورچی خانے اور غسل خانے کی کیبنٹ سیدھی اور مضبوطی سے لگائی جاتی ہیں۔',
      ],
      [
        'Wood Repair',
        'Doors, frames and furniture mended, sanded and refinished.',
        'لکڑی کی مرمت',
        'دروازے، چوکھٹیں اور فرنیچر مرمت، رگڑائی اور نئی پالش کے ساتھ۔',
      ],
      [
        'Deck Building',
        'Outdoor decks and patios designed and built to last.',
        'ڈیک کی تعمیر',
        'باہر کے ڈیک اور آنگن دیرپا ڈیزائن اور تعمیر کیے جاتے ہیں۔',
      ],
      [
        'Custom Woodworking',
        'Made-to-measure shelves, tables and fittings.',
        'حسبِ فرمائش لکڑی کا کام',
        'ناپ کے مطابق شیلف، میزیں اور فٹنگز۔',
      ],
    ],
  },
  {
    name: 'Cleaning Services',
    description: 'Spotless homes and offices, from a quick tidy to a deep clean.',
    nameUr: 'صفائی کی خدمات',
    descriptionUr: 'جلدی صفائی سے گہری صفائی تک، چمکتے گھر اور دفاتر۔',
    services: [
      [
        'Residential Cleaning',
        'Regular or one-off cleaning of your home.',
        'گھر کی صفائی',
        'آپ کے گھر کی باقاعدہ یا ایک بار کی صفائی۔',
      ],
      [
        'Office Cleaning',
        'Workspaces, kitchens and washrooms kept clean.',
        'دفتر کی صفائی',
        'کام کی جگہیں، کچن اور واش روم صاف رکھے جاتے ہیں۔',
      ],
      [
        'Carpet Cleaning',
        'Deep shampoo and stain removal for carpets and rugs.',
        'قالین کی صفائی',
        'قالینوں اور دریوں کی گہری دھلائی اور داغوں کی صفائی۔',
      ],
      [
        'Window Cleaning',
        'Streak-free windows, frames and glass inside and out.',
        'کھڑکیوں کی صفائی',
        'اندر اور باہر سے بے داغ کھڑکیاں، چوکھٹیں اور شیشے۔',
      ],
      [
        'Move-in/Move-out Cleaning',
        'A thorough clean before you move in or hand back the keys.',
        'گھر بدلنے پر صفائی',
        'نئے گھر میں جانے یا چابیاں واپس کرنے سے پہلے مکمل صفائی۔',
      ],
    ],
  },
  {
    name: 'Home Renovation Services',
    description: 'Renovations and remodels that refresh every room of your home.',
    nameUr: 'گھر کی تزئین و آرائش',
    descriptionUr: 'ایسی تزئین و آرائش جو آپ کے گھر کے ہر کمرے کو نیا کر دے۔',
    services: [
      [
        'Bathroom Renovation',
        'Tiles, fixtures and layout of your bathroom renewed.',
        'غسل خانے کی تزئین',
        'آپ کے غسل خانے کی ٹائلیں، فکسچر اور ترتیب نئی کی جاتی ہے۔',
      ],
      [
        'Kitchen Remodeling',
        'Counters, cabinets and appliances remodelled end to end.',
        'کچن کی نئی تعمیر',
        'کاؤنٹر، کیبنٹ اور آلات شروع سے آخر تک نئے سرے سے۔',
      ],
      [
        'Flooring Installation',
        'Tile, wood and vinyl floors laid professionally.',
        'فرش کی تنصیب',
        'ٹائل، لکڑی اور وینائل کے فرش مہارت سے بچھائے جاتے ہیں۔',
      ],
      [
        'Painting Services',
        'Interior and exterior painting with a clean finish.',
        'رنگ و روغن',
        'صاف ستھرے انداز میں اندرونی اور بیرونی رنگائی۔',
      ],
      [
        'Room Additions',
        'Extra rooms and extensions planned and built.',
        'اضافی کمرے',
        'اضافی کمروں اور توسیع کی منصوبہ بندی اور تعمیر۔',
      ],
    ],
  },
  {
    name: 'Automotive Services',
    description: 'Car care at your doorstep, from a wash to brake repairs.',
    nameUr: 'گاڑیوں کی خدمات',
    descriptionUr: 'دھلائی سے بریک کی مرمت تک، گاڑی کی دیکھ بھال آپ کے دروازے پر۔',
    services: [
      [
        'Car Washing',
        'Exterior wash and interior vacuum where your car is parked.',
        'گاڑی کی دھلائی',
        'جہاں آپ کی گاڑی کھڑی ہو وہیں باہر سے دھلائی اور اندر سے ویکیوم۔',
      ],
      [
        'Oil Change',
        'Engine oil and filter changed with quality lubricants.',
        'تیل کی تبدیلی',
        'معیاری لبریکنٹ کے ساتھ انجن آئل اور فلٹر کی تبدیلی۔',
      ],
      [
        'Tire Replacement',
        'Tyres fitted, balanced and old ones taken away.',
        'ٹائر کی تبدیلی',
        'نئے ٹائر لگائے اور متوازن کیے جاتے ہیں، پرانے لے جائے جاتے ہیں۔',
      ],
      [
        'Brake Repair',
        'Brake pads, discs and fluid checked and replaced.',
        'بریک کی مرمت',
        'بریک پیڈ، ڈسک اور آئل کی جانچ اور تبدیلی۔',
      ],
      [
        'Battery Replacement',
        'Battery tested and replaced on the spot.',
        'بیٹری کی تبدیلی',
        'موقع پر بیٹری کی جانچ اور تبدیلی۔',
      ],
    ],
  },
];
