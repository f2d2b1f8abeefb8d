import crypto from 'node:crypto';
import { send } from '../test/factories';
import type { MatrixRow } from './authorization-matrix';

/** A browser's subscription keys: a real P-256 point and a 16-byte auth secret. */
function subscriptionKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

const subscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomBytes(12).toString('base64url')}`,
  keys: subscriptionKeys(),
});

/** Web Push devices (decision 0050): each account's own, someone else's answers 404. */
export const PUSH_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/push/public-key',
    url: () => '/api/push/public-key',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/account/push-subscriptions',
    url: () => '/api/account/push-subscriptions',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'POST /api/account/push-subscriptions',
    url: () => '/api/account/push-subscriptions',
    body: () => subscription(),
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'DELETE /api/account/push-subscriptions/:id',
    prepare: async (w) => {
      const res = await send(
        w.t,
        'POST',
        '/api/account/push-subscriptions',
        w.client.token,
        subscription(),
      );
      if (res.statusCode !== 200) throw new Error(`subscription failed: ${res.body}`);
      return { id: res.json().id as number };
    },
    url: (_w, c) => `/api/account/push-subscriptions/${c.id}`,
    expect: [401, 200, 404, 404, 404, 403],
  },
];
