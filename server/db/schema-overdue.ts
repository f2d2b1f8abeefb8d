/** A reminder step of an unpaid invoice (decision 0069): its due day, a week and two after. */
export type ReminderStep = 'due' | 'overdue_7' | 'overdue_14';

/** That an invoice's provider was reminded at one step: written once (its key). */
export interface InvoiceRemindersTable {
  payment_id: number;
  step: ReminderStep;
  sent_at: Date;
}
