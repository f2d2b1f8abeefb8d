import { notifications } from '@mantine/notifications';
import { text } from '#lib/i18n';
import { statusChangeFailure } from './errors';

type Status = 'cancelled' | 'completed';

const DONE = {
  cancelled: 'orders.change.cancelled',
  completed: 'orders.change.completed',
} as const;

/** Says that a status change was saved. */
export function notifyStatusSaved(status: Status, serviceName: string): void {
  notifications.show({ color: 'green', title: serviceName, message: text(DONE[status]) });
}

/** Says that a status change failed and was undone on screen (the spec's texts as titles). */
export function notifyStatusFailed(status: Status, error: unknown): void {
  notifications.show({ color: 'red', autoClose: 8000, ...statusChangeFailure(status, error) });
}
