import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type FakeHttp, startFakeHttp } from '../../test/fake-http';
import type { TextMessage } from './text-sender';
import { createTextSenders } from './text-senders';

const log = { info: () => {} };
let fake: FakeHttp;
let dataDir: string;
beforeAll(async () => {
  // Answers as both providers do on success; the senders' own tests hold the contracts.
  fake = await startFakeHttp((req) =>
    req.path.endsWith('/Messages.json')
      ? { status: 201, json: { sid: 'SM42', status: 'queued' } }
      : { status: 200, json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.42' }] } },
  );
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-senders-'));
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const message: TextMessage = {
  to: '+923001234567',
  kind: 'offer',
  language: 'en',
  text: 'Ali sent a service request',
  params: ['Ali', 'https://market.example/chat/1'],
  reference: 'alert-1',
};

describe('createTextSenders', () => {
  it('without a provider chosen, both channels write to the outbox and call no one', async () => {
    const { texts } = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const senders = createTextSenders({ dataDir, log, texts });
    const sms = await senders.sms.send(message);
    const whatsapp = await senders.whatsapp.send(message);
    expect(sms.status === 'sent' && sms.providerId).toMatch(/^outbox-/);
    expect(whatsapp.status === 'sent' && whatsapp.providerId).toMatch(/^outbox-/);
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files.filter((f) => f.endsWith('.sms.json'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.whatsapp.json'))).toHaveLength(1);
    expect(fake.received).toHaveLength(0);
  });

  it('SMS_SENDER=twilio and WHATSAPP_SENDER=cloud send through the configured APIs', async () => {
    const { texts } = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://market.example',
      SMS_SENDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 't'.repeat(32),
      TWILIO_FROM: 'ServiceHub',
      TWILIO_API_URL: fake.url,
      WHATSAPP_SENDER: 'cloud',
      WHATSAPP_TOKEN: 'EAA'.padEnd(40, 'x'),
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 's'.repeat(32),
      WHATSAPP_VERIFY_TOKEN: 'v'.repeat(32),
      WHATSAPP_API_URL: `${fake.url}/v26.0`,
    });
    const senders = createTextSenders({ dataDir, log, texts });
    expect(await senders.sms.send(message)).toEqual({ status: 'sent', providerId: 'SM42' });
    expect(await senders.whatsapp.send(message)).toEqual({
      status: 'sent',
      providerId: 'wamid.42',
    });
    expect(fake.received.map((r) => r.path)).toEqual([
      `/2010-04-01/Accounts/AC${'1'.repeat(32)}/Messages.json`,
      '/v26.0/106540352242922/messages',
    ]);
    const form = new URLSearchParams(fake.received[0]?.body);
    expect(form.get('StatusCallback')).toBe('https://market.example/api/texts/twilio/status');
    expect(form.get('From')).toBe('ServiceHub');
  });
});
