import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTextSenders } from './text-senders';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/texts-config-test' } as NodeJS.ProcessEnv;
const SID = `AC${'a'.repeat(32)}`;
const twilio = { SMS_SENDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'x'.repeat(32) };
const cloud = {
  WHATSAPP_SENDER: 'cloud',
  WHATSAPP_TOKEN: 'EAA'.padEnd(40, 'x'),
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 's'.repeat(32),
  WHATSAPP_VERIFY_TOKEN: 'v'.repeat(32),
};
const log = { info: () => {} };

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
};

describe('text sender configuration', () => {
  it('defaults to the development outbox for both channels, with no webhook secrets', () => {
    const { texts, dataDir } = loadConfig(base);
    expect(texts.sms).toEqual({ kind: 'outbox' });
    expect(texts.whatsapp).toEqual({ kind: 'outbox' });
    expect(texts.webhooks).toEqual({
      twilioAuthToken: undefined,
      whatsappAppSecret: undefined,
      whatsappVerifyToken: undefined,
    });
    const senders = createTextSenders({ dataDir, log, texts });
    expect(senders.sms.channel).toBe('sms');
    expect(senders.whatsapp.channel).toBe('whatsapp');
  });

  it('SMS_SENDER=twilio without its credentials and sender stops the start, naming each', () => {
    const message = problemsOf({ SMS_SENDER: 'twilio' });
    expect(message).toContain('TWILIO_ACCOUNT_SID: required with SMS_SENDER=twilio');
    expect(message).toContain('TWILIO_AUTH_TOKEN: required with SMS_SENDER=twilio');
    expect(message).toContain('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    expect(
      problemsOf({
        ...twilio,
        TWILIO_FROM: '+15005550006',
        TWILIO_MESSAGING_SERVICE_SID: `MG${'b'.repeat(32)}`,
      }),
    ).toContain('set one of them');
  });

  it('WHATSAPP_SENDER=cloud without its token, number id, app secret and verify token stops the start', () => {
    const message = problemsOf({ WHATSAPP_SENDER: 'cloud' });
    for (const name of [
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ]) {
      expect(message).toContain(`${name}: required with WHATSAPP_SENDER=cloud`);
    }
  });

  it('refuses malformed values: an account SID, a phone number id with a path in it, an unknown sender', () => {
    expect(
      problemsOf({ ...twilio, TWILIO_FROM: '+15005550006', TWILIO_ACCOUNT_SID: 'AC123' }),
    ).toContain('TWILIO_ACCOUNT_SID');
    expect(problemsOf({ ...cloud, WHATSAPP_PHONE_NUMBER_ID: '123/../../me' })).toContain(
      'WHATSAPP_PHONE_NUMBER_ID',
    );
    expect(problemsOf({ SMS_SENDER: 'nexmo' })).toContain('SMS_SENDER');
  });

  it('a complete Twilio and Cloud API configuration chooses the real senders, with the status callback on PUBLIC_URL', () => {
    const { texts } = loadConfig({
      ...base,
      ...twilio,
      ...cloud,
      TWILIO_FROM: 'ServiceHub',
      PUBLIC_URL: 'https://market.example/',
    });
    expect(texts.sms).toEqual({
      kind: 'twilio',
      accountSid: SID,
      authToken: 'x'.repeat(32),
      sender: { from: 'ServiceHub' },
      apiUrl: 'https://api.twilio.com',
      statusCallbackUrl: 'https://market.example/api/texts/twilio/status',
    });
    expect(texts.whatsapp).toEqual({
      kind: 'cloud',
      token: cloud.WHATSAPP_TOKEN,
      phoneNumberId: '106540352242922',
      apiUrl: 'https://graph.facebook.com/v26.0',
    });
    expect(texts.webhooks.whatsappAppSecret).toBe(cloud.WHATSAPP_APP_SECRET);
    expect(problemsOf({ ...base, ...twilio, TWILIO_FROM: '+15005550006' })).toBe('');
    const noPublicUrl = loadConfig({ ...base, ...twilio, TWILIO_FROM: '+15005550006' });
    expect(noPublicUrl.texts.sms.kind === 'twilio' && noPublicUrl.texts.sms.statusCallbackUrl).toBe(
      undefined,
    );
  });
});
