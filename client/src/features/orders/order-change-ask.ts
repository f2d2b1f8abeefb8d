/** A change a party asks to make to an order; neither can be undone. */
export type OrderChange = 'cancel' | 'complete';

/** Who is asking: the client speaks of the rating as their own, the provider of the client's. */
export type OrderChangeBy = 'client' | 'provider';

const ASK = {
  cancel: {
    title: 'orders.change.cancelTitle',
    keep: 'orders.change.cancelKeep',
    confirm: 'orders.change.cancelConfirm',
    color: 'red',
    text: 'orders.change.cancelText',
  },
  complete: {
    title: 'orders.change.completeTitle',
    keep: 'orders.change.completeKeep',
    confirm: 'orders.change.completeConfirm',
    color: undefined,
    text: 'orders.change.completeText',
  },
} as const;

/** The client reads "you can rate it"; the provider "the client can rate it". */
const COMPLETE_TEXT = {
  client: 'orders.change.completeTextByClient',
  provider: 'orders.change.completeText',
} as const;

/** What the confirmation of a change says, to the party making it. */
export function askFor(change: OrderChange, by: OrderChangeBy) {
  if (change === 'complete') return { ...ASK.complete, text: COMPLETE_TEXT[by] };
  return ASK.cancel;
}
