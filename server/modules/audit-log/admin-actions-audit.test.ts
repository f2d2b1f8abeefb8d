import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '#contracts/audit-log';
import { MATRIX, type MatrixRow } from '../../surface/authorization-matrix';
import { buildWorld, type World } from '../../surface/authorization-world';
import { adminEnv, send } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The audit row each admin write route answers with (decision 0064). */
const ACTION_OF: Record<string, AuditAction> = {
  'POST /api/approveReqCategories/:id': 'category-request.approve',
  'DELETE /api/removeReqCategories/:id': 'category-request.reject',
  'PUT /api/updateCategoryStatus/:id': 'category.status',
  'PUT /api/updateServiceStatus/:id': 'service.status',
  'PUT /api/admin/categories/:id/words': 'category.words',
  'PUT /api/admin/services/:id/words': 'service.words',
  'POST /api/admin/cities': 'city.add',
  'PUT /api/admin/cities/:id': 'city.rename',
  'DELETE /api/admin/cities/:id': 'city.remove',
  'POST /api/Addcategories': 'category.add',
  'POST /api/AddService': 'service.add',
  'PUT /api/admin/pages/:slug': 'site-page.save',
  'DELETE /api/admin/pages/:slug': 'site-page.reset',
  'POST /api/admin/search-synonyms': 'search-synonym.add',
  'DELETE /api/admin/search-synonyms/:synonymId': 'search-synonym.remove',
  'POST /api/admin/id-checks/:checkId/decision': 'id-check.reject',
  'PUT /api/admin/payment-instructions': 'payment-instructions.set',
  'PUT /api/updatePaymentStatus/:paymentId': 'invoice.mark-paid',
  'POST /api/admin/invoices/:paymentId/reject-proof': 'invoice.reject-proof',
  'POST /api/admin/disputes/:disputeId/resolve': 'dispute.resolve',
  'POST /api/admin/orders/:requestId/resolve': 'order.resolve-stale',
  'POST /api/admin/moderation/reports/:reportId/hide': 'review.hide',
  'POST /api/admin/moderation/reports/:reportId/dismiss': 'report.dismiss',
  'POST /api/admin/moderation/reports/:reportId/handle': 'report.handle',
  'POST /api/admin/invitations': 'admin.invite',
  'DELETE /api/admin/invitations/:invitationId': 'admin.cancel-invite',
  'PUT /api/admin/admins/:adminId/role': 'admin.role',
  'DELETE /api/admin/admins/:adminId': 'admin.remove',
  'POST /api/admin/users/:accountId/suspend': 'account.suspend',
  'POST /api/admin/users/:accountId/reinstate': 'account.reinstate',
};

const text = expect.any(String);
const num = expect.any(Number);
const unchanged = { before: {}, after: {} };
/** Before and after as each row's request (authorization-*-rows.ts) changes its target. */
const CHANGE_OF: Record<AuditAction, { before: unknown; after: unknown }> = {
  'category-request.approve': {
    before: { title: text, description: 'x', sp_id: num },
    after: { category_id: num },
  },
  'category-request.reject': { before: { title: text, description: 'x', sp_id: num }, after: null },
  // The matrix sets what is already so: the action is logged, with no field changed.
  'category.status': unchanged,
  'service.status': unchanged,
  // The row's body leaves out the seeded Urdu description, which it clears; the rest stays.
  'category.words': { before: { description_ur: text }, after: { description_ur: null } },
  // The row's body leaves out the seeded Urdu description, which it clears; the rest stays.
  'service.words': { before: { description_ur: text }, after: { description_ur: null } },
  'city.add': {
    before: null,
    after: { name: expect.stringMatching(/^City admin-/), name_ur: null },
  },
  'city.rename': {
    before: { name: expect.stringMatching(/^Matrix /), name_ur: null },
    after: { name: expect.stringMatching(/^Renamed admin-/), name_ur: 'نیا شہر' },
  },
  'city.remove': {
    before: { name: expect.stringMatching(/^Matrix /), name_ur: null },
    after: null,
  },
  'category.add': {
    before: null,
    after: expect.objectContaining({
      name: expect.stringMatching(/^Cat admin-/),
      status: 'inactive',
    }),
  },
  'service.add': {
    before: null,
    after: expect.objectContaining({ name: expect.stringMatching(/^Svc admin-/), category_id: 1 }),
  },
  'site-page.save': {
    before: { body: null },
    after: { body: 'We keep what the marketplace needs.' },
  },
  'site-page.reset': {
    before: { body: 'We keep what the marketplace needs.' },
    after: { body: null },
  },
  'search-synonym.add': {
    before: null,
    after: { term: expect.stringMatching(/^matrix/), expansion: 'leak repair' },
  },
  'search-synonym.remove': {
    before: { term: expect.stringMatching(/^matrix/), expansion: 'leak repair' },
    after: null,
  },
  // The row rejects a check; the approval is the last describe's (and id-checks.test.ts's).
  'id-check.reject': {
    before: { status: 'pending' },
    after: { status: 'rejected', sp_id: num, reason: 'unreadable', note: 'Matrix' },
  },
  'id-check.approve': { before: { status: 'pending' }, after: { status: 'approved', sp_id: num } },
  // Not a write: an admin opening a CNIC image (a GET) writes it; id-checks.test.ts checks it.
  'id-check.view': { before: null, after: { side: expect.stringMatching(/^(front|back)$/) } },
  'payment-instructions.set': {
    before: { instructions: null },
    after: { instructions: 'Meezan Bank, IBAN PK36 SCBL 0000 0011 2345 6702' },
  },
  'invoice.mark-paid': {
    before: { status: 'Pending', paid_at: null },
    after: { status: 'Paid', paid_at: text },
  },
  'invoice.reject-proof': {
    before: { status: 'uploaded' },
    after: { status: 'Pending', reason: 'Matrix: the amount does not match' },
  },
  'dispute.resolve': {
    before: { status: 'open', order_status: 'disputed' },
    after: {
      status: 'resolved',
      order_status: 'completed',
      outcome: 'completed',
      price: null,
      note: 'Matrix',
    },
  },
  'order.resolve-stale': {
    before: { order_status: 'accepted' },
    after: {
      dispute_id: num,
      status: 'resolved',
      order_status: 'cancelled',
      outcome: 'cancelled',
      price: null,
      note: 'Matrix',
    },
  },
  // The rows suspend a fresh provider and reinstate a fresh client (authorization-users-rows.ts).
  'account.suspend': {
    before: { suspended: false },
    after: { suspended: true, reason: 'fraud', note: 'Matrix' },
  },
  'account.reinstate': {
    before: { suspended: true, reason: 'abuse', note: 'Matrix' },
    after: { suspended: false, note: 'Matrix back' },
  },
  // The row hides a review; a message's hiding is the last describe's (and moderation.test.ts's).
  'review.hide': {
    before: { hidden: false },
    after: { hidden: true, reason: 'abuse', note: 'Matrix', report_id: num },
  },
  'message.hide': {
    before: { hidden: false },
    after: { hidden: true, reason: 'abuse', note: 'Matrix', report_id: num },
  },
  'report.dismiss': { before: { status: 'open' }, after: { status: 'dismissed' } },
  'report.handle': { before: { status: 'open' }, after: { status: 'handled' } },
  'admin.invite': {
    before: null,
    after: { email: expect.stringMatching(/^admin-.*@example\.com$/), role: 'catalog' },
  },
  'admin.cancel-invite': {
    before: { email: expect.stringMatching(/^invited-/), role: 'finance' },
    after: null,
  },
  'admin.role': { before: { role: 'catalog' }, after: { role: 'finance' } },
  'admin.remove': {
    before: { username: expect.stringMatching(/^moderator-/), role: 'moderator' },
    after: null,
  },
  // Written by the invited admin accepting, a public door (admin-team.test.ts checks it).
  'admin.join': { before: null, after: expect.any(Object) },
};

/** Every route only the admin may call that changes something: the matrix's admin-only writes. */
const ADMIN_WRITES = MATRIX.filter(
  (r) =>
    !r.op.startsWith('GET ') && r.expect[5] < 300 && r.expect.slice(1, 5).every((s) => s === 403),
);

let t: TestApp;
let w: World;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({
    ...adminEnv,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CHAT_WRITES_PER_10S: '100000',
    WRITE_BUDGET_SCALE: '100000',
  });
  w = await buildWorld(t);
  adminId = (await t.db.selectFrom('admins').select('admin_id').executeTakeFirstOrThrow()).admin_id;
});
afterAll(() => t.close());

const lastId = async () =>
  (
    await t.db
      .selectFrom('admin_audit_log')
      .select('audit_id')
      .orderBy('audit_id', 'desc')
      .executeTakeFirst()
  )?.audit_id ?? 0;
const rowsAfter = (id: number) =>
  t.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('audit_id', '>', id)
    .orderBy('audit_id')
    .execute();

/** The row's request as the admin, its `prepare` (which may be an admin action) done first. */
async function asAdmin(row: MatrixRow, afterPrepare: () => Promise<void> = async () => {}) {
  const method = row.op.split(' ')[0] as 'POST' | 'PUT' | 'DELETE';
  const ctx = { requestId: 0, room: '', id: 0, ...(await row.prepare?.(w)) };
  await afterPrepare();
  const res = await send(
    t,
    method,
    row.url(w, ctx, 'admin'),
    w.admin,
    await row.body?.(w, ctx, 'admin'),
  );
  return { res, ctx };
}

describe('every admin action writes one audit row', () => {
  it('names an action for every admin-only write route, and no other', () => {
    expect(ADMIN_WRITES.map((r) => r.op).sort()).toEqual(Object.keys(ACTION_OF).sort());
  });

  for (const row of ADMIN_WRITES) {
    it(`${row.op} writes exactly one ${ACTION_OF[row.op]} row by the admin, with its change`, async () => {
      let before = 0;
      const { res } = await asAdmin(row, async () => {
        before = await lastId();
      });
      expect(res.statusCode).toBeLessThan(300);
      const written = await rowsAfter(before);
      const action = ACTION_OF[row.op] as AuditAction;
      expect(written).toEqual([
        expect.objectContaining({
          action,
          admin_id: adminId,
          admin_role: 'owner',
          ...CHANGE_OF[action],
        }),
      ]);
    });
  }
});

/** The other branch of two routes whose matrix row takes one: approving, hiding a message. */
describe('the branches the matrix rows do not take write their own row', () => {
  const rowOf = (op: string) => ADMIN_WRITES.find((r) => r.op === op) as MatrixRow;
  const writes = async (row: MatrixRow, action: AuditAction) => {
    let before = 0;
    const { res } = await asAdmin(row, async () => {
      before = await lastId();
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await rowsAfter(before)).toEqual([
      expect.objectContaining({ action, admin_id: adminId, ...CHANGE_OF[action] }),
    ]);
  };

  it('approving a pending CNIC check writes exactly one id-check.approve row', async () => {
    const row = rowOf('POST /api/admin/id-checks/:checkId/decision');
    await writes({ ...row, body: () => ({ decision: 'approve' }) }, 'id-check.approve');
  });

  it('hiding a reported chat message writes exactly one message.hide row', async () => {
    const row = rowOf('POST /api/admin/moderation/reports/:reportId/hide');
    const prepare = async () => {
      const { room } = await w.openOffer();
      const said = await send(t, 'POST', '/api/saveMessage', w.provider.token, {
        room,
        message_text: 'Matrix: pay me outside the app',
      });
      const report = await send(t, 'POST', '/api/reports', w.client.token, {
        target_kind: 'message',
        target_id: said.json().message_id,
        reason: 'abuse',
      });
      expect(report.statusCode).toBe(201);
      return { id: report.json().report_id as number };
    };
    await writes({ ...row, prepare }, 'message.hide');
  });
});
