import { sql } from 'kysely';
import { lastCodeTo } from '../test/phones';
import type { MatrixRow } from './authorization-matrix';
import type { ActorName } from './authorization-world';

const USERS_OWN = [401, 200, 200, 200, 200, 403] as const;
/** Each actor verifies a number of its own (the matrix's users share no number). */
const NUMBERS: Partial<Record<ActorName, string>> = {
  client: '+923451000001',
  otherClient: '+923451000002',
  provider: '+923451000003',
  otherProvider: '+923451000004',
};
const numberOf = (actor: ActorName) => NUMBERS[actor] ?? '+923451000009';
const PASSWORD = 'correct horse battery';

/**
 * The matrix rows of a user's own mobile number (decision 0053): every client and provider
 * adds, verifies and removes its own; the admin has none. In order: ask, ask again (the codes
 * moved a minute back, past the resend brake), verify with the texted code, remove.
 */
export const PHONE_ROWS: MatrixRow[] = [
  { op: 'GET /api/account/phone', url: () => '/api/account/phone', expect: USERS_OWN },
  {
    op: 'POST /api/account/phone',
    url: () => '/api/account/phone',
    body: (_w, _c, actor) => ({ phone: numberOf(actor), password: PASSWORD }),
    expect: USERS_OWN,
  },
  {
    op: 'POST /api/account/phone/resend',
    prepare: async (w) => {
      await w.t.db
        .updateTable('phone_codes')
        .set({ created_at: sql<Date>`created_at - interval '2 minutes'` })
        .execute();
      return {};
    },
    url: () => '/api/account/phone/resend',
    expect: USERS_OWN,
  },
  {
    op: 'POST /api/account/phone/verify',
    url: () => '/api/account/phone/verify',
    body: (w, _c, actor) => ({
      code: actor in NUMBERS ? lastCodeTo(w.t, numberOf(actor)) : '123456',
    }),
    expect: USERS_OWN,
  },
  {
    op: 'DELETE /api/account/phone',
    url: () => '/api/account/phone',
    body: () => ({ password: PASSWORD }),
    expect: USERS_OWN,
  },
];
