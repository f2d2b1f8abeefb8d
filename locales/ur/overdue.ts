import type { Catalog } from '../catalog';

/** The admin's overdue desk in Urdu: unpaid invoices past their due day (decision 0069). */
export const overdue: Catalog['overdue'] = {
  title: 'واجب الادا انوائس',
  intro:
    'وہ غیر ادا شدہ انوائس جن کی آخری تاریخ گزر چکی ہے، سب سے زیادہ تاخیر والے پہلے۔ جس فراہم کنندہ کی ادائیگی میں {{days}} دن سے زیادہ تاخیر ہو، اسے انوائس ادا شدہ ہونے تک نئی درخواستیں نہیں ملتیں۔',
  export: 'CSV برآمد کریں',
  exportFailed: 'برآمد نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  totals: 'کل',
  count: 'واجب الادا انوائس',
  sumOverdue: 'واجب الادا رقم',
  sumUnpaid: 'کل غیر ادا شدہ',
  onHold: 'رکے ہوئے فراہم کنندگان',
  loading: 'واجب الادا انوائس لوڈ ہو رہے ہیں',
  loadFailed: 'ہم واجب الادا انوائس لوڈ نہیں کر سکے۔',
  emptyTitle: 'کچھ واجب الادا نہیں',
  emptyText: 'آخری تاریخ گزرنے والا ہر انوائس ادا ہو چکا ہے۔',
  loadMoreWhat: 'انوائس',
  invoiceFor: '{{period}} کا انوائس نمبر {{number}}',
  due: 'آخری تاریخ {{day}}',
  daysOverdue: 'تاخیر کے دن: {{days}}',
  held: 'نئی درخواستیں بند',
  proofWaiting: 'ادائیگی کا ثبوت منتظر ہے: اسے ادائیگیاں میں دیکھیں',
  markPaidText:
    '{{name}} کا {{period}} کا انوائس ({{amount}}) ادا شدہ درج ہو جائے گا اور انہیں بتا دیا جائے گا۔ یہ تب ہی کریں جب ادائیگی آپ تک پہنچ چکی ہو۔',
};
