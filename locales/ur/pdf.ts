import type { Catalog } from '../catalog';

export const pdf: Catalog['pdf'] = {
  brand: 'سروس ہب',
  invoice: {
    title: 'انوائس نمبر {{id}}',
    billingMonth: 'بلنگ کا مہینہ: {{month}}',
    dueAndStatus: 'آخری تاریخ: {{date}}    حیثیت: {{status}}',
    continued: 'انوائس نمبر {{id}}، {{month}} (جاری)',
    page: 'صفحہ {{page}} از {{pages}}',
  },
  status: {
    pending: 'زیر التوا',
    uploaded: 'زیر جائزہ',
    paid: 'ادا شدہ',
    overdue: 'تاریخ گزر چکی',
  },
  columns: {
    order: 'آرڈر',
    service: 'سروس',
    client: 'کلائنٹ',
    address: 'پتا',
    completed: 'مکمل ہوا',
    amount: 'رقم',
    fee: 'فیس',
  },
  orderNumber: '#{{id}}',
  noOrders: 'اس انوائس میں کوئی آرڈر شامل نہیں۔',
  adjustment: {
    note: 'ردوبدل: کسی پچھلی انوائس میں شامل آرڈر میں تبدیلی؛ اس کی رقم اور فیس فرق کے برابر ہیں۔',
    repriced: 'ردوبدل: اب قیمت {{price}} (پہلے {{before}} پر بل ہوا)',
    cancelled: 'ردوبدل: آرڈر منسوخ (پہلے {{before}} پر بل ہوا)',
  },
  totals: {
    subtotal: 'ذیلی میزان',
    platformFee: 'پلیٹ فارم فیس ({{percent}}%)',
    amountDue: 'واجب الادا رقم',
    credit: 'آپ کے حق میں رقم',
  },
  howToPay: 'ادائیگی کا طریقہ',
};
