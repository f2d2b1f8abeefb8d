import type { MatrixRow } from './authorization-matrix';

const NOBODY: MatrixRow['expect'] = [403, 403, 403, 403, 403, 403];
const form = (fields: Record<string, string>) => ({
  payload: Buffer.from(new URLSearchParams(fields).toString()),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/**
 * The SMS and WhatsApp providers' webhooks (decision 0051): public, but only the provider's
 * signature gets in, so every actor of the matrix, bearer token or not, gets 403.
 */
export const TEXT_WEBHOOK_ROWS: MatrixRow[] = [
  {
    op: 'POST /api/texts/twilio/status',
    url: () => '/api/texts/twilio/status',
    body: () => form({ MessageSid: 'SM1', MessageStatus: 'delivered' }),
    expect: NOBODY,
  },
  {
    op: 'POST /api/texts/twilio/inbound',
    url: () => '/api/texts/twilio/inbound',
    body: () => form({ From: '+923001234567', Body: 'STOP' }),
    expect: NOBODY,
  },
  {
    op: 'GET /api/texts/whatsapp/webhook',
    url: () =>
      '/api/texts/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    expect: NOBODY,
  },
  {
    op: 'POST /api/texts/whatsapp/webhook',
    url: () => '/api/texts/whatsapp/webhook',
    body: () => ({ object: 'whatsapp_business_account', entry: [] }),
    expect: NOBODY,
  },
];
