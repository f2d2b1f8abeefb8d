import { get, post, send } from './factories';
import { acceptedOrder, newClient, newProvider, type User } from './marketplace';
import { multipart } from './multipart';
import type { TestApp } from './test-app';

export const DAY = 24 * 60 * 60 * 1000;

/**
 * What the dispute tests do over and over, on the test app and clock of their file: `now`
 * moves the file's clock, `admin` is the admin's token.
 */
export function disputeHelpers(ctx: {
  t: () => TestApp;
  admin: () => string;
  setNow: (now: Date) => Date;
}) {
  /** An order accepted just now by a new provider, for a new client. */
  async function deal(price = 1000) {
    const start = ctx.setNow(new Date());
    const client = await newClient(ctx.t());
    const sp = await newProvider(ctx.t());
    const requestId = await acceptedOrder(ctx.t(), client, sp, price);
    return { client, sp, requestId, start };
  }

  const openDispute = (
    user: User | string,
    requestId: number,
    reason = 'The tap still leaks',
    file?: Buffer,
    fileType: 'image/png' | 'application/pdf' = 'image/png',
  ) =>
    send(
      ctx.t(),
      'POST',
      `/api/orders/${requestId}/disputes`,
      typeof user === 'string' ? user : user.token,
      multipart(
        { reason },
        file
          ? {
              field: 'evidence',
              name: fileType === 'application/pdf' ? 'quote.pdf' : 'leak.png',
              type: fileType,
              bytes: file,
            }
          : undefined,
      ),
    );

  const orderOf = async (user: User, requestId: number) => {
    const list = (await get(ctx.t(), `/api/client/orders/${user.id}`, user.token)).json();
    return list.find((o: { request_id: number }) => o.request_id === requestId);
  };

  const requestRow = (requestId: number) =>
    ctx
      .t()
      .db.selectFrom('service_requests')
      .select(['status', 'price_minor', 'completed_date', 'cancelled_at', 'accepted_at'])
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();

  const kindsOf = async (user: User) =>
    (await get(ctx.t(), '/api/notifications', user.token))
      .json()
      .notifications.map((n: { kind: string }) => n.kind) as string[];

  const resolve = (disputeId: number, body: Record<string, unknown>) =>
    post(ctx.t(), `/api/admin/disputes/${disputeId}/resolve`, body, ctx.admin());

  return { deal, openDispute, orderOf, requestRow, kindsOf, resolve };
}
