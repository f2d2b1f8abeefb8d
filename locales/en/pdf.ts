/** pdf texts in English. */
export const pdf = {
  brand: 'ServiceHub',
  invoice: {
    title: 'Invoice #{{id}}',
    billingMonth: 'Billing month: {{month}}',
    dueAndStatus: 'Due date: {{date}}    Status: {{status}}',
    continued: 'Invoice #{{id}}, {{month}} (continued)',
    page: 'Page {{page}} of {{pages}}',
  },
  status: {
    pending: 'Pending',
    uploaded: 'Under review',
    paid: 'Paid',
    overdue: 'Overdue',
  },
  columns: {
    order: 'Order',
    service: 'Service',
    client: 'Client',
    address: 'Address',
    completed: 'Completed',
    amount: 'Amount',
    fee: 'Fee',
  },
  orderNumber: '#{{id}}',
  noOrders: 'No orders are billed on this invoice.',
  adjustment: {
    note: 'Adjustment: a change to an order billed on an earlier invoice; its amount and fee are the difference.',
    repriced: 'Adjustment: price now {{price}} (billed before at {{before}})',
    cancelled: 'Adjustment: order cancelled (billed before at {{before}})',
  },
  totals: {
    subtotal: 'Subtotal',
    platformFee: 'Platform fee ({{percent}}%)',
    amountDue: 'Amount due',
    credit: 'Credit to you',
  },
  howToPay: 'How to pay',
} as const;
