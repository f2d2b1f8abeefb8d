/** The admin's overdue desk in English: unpaid invoices past their due day (decision 0069). */
export const overdue = {
  title: 'Overdue invoices',
  intro:
    'Unpaid invoices past their due day, most overdue first. A provider more than {{days}} days overdue receives no new requests until its invoice is marked paid.',
  export: 'Export CSV',
  exportFailed: 'The export failed. Please try again.',
  totals: 'Totals',
  count: 'Overdue invoices',
  sumOverdue: 'Overdue amount',
  sumUnpaid: 'All unpaid',
  onHold: 'Providers on hold',
  loading: 'Loading the overdue invoices',
  loadFailed: 'We could not load the overdue invoices.',
  emptyTitle: 'Nothing overdue',
  emptyText: 'Every invoice past its due day is paid.',
  loadMoreWhat: 'invoices',
  invoiceFor: 'Invoice #{{number}} for {{period}}',
  due: 'Due {{day}}',
  daysOverdue: 'Days overdue: {{days}}',
  held: 'No new requests',
  proofWaiting: 'A proof of payment waits: see it in Payments',
  markPaidText:
    "{{name}}'s invoice for {{period}} ({{amount}}) will be marked as paid and they will be told. Do this only once the payment has reached you.",
} as const;
