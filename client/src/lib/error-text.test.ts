import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '#locales/en/index';
import { ur } from '#locales/ur/index';
import { ApiError } from './api-client';
import { errorText } from './error-text';
import { SocketAckError } from './socket';

beforeAll(async () => {
  await i18next.init({
    resources: { en: { translation: en }, ur: { translation: ur } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

const tooLarge = new ApiError(
  413,
  'payload_too_large',
  'The file is larger than 5 MB.',
  {},
  {
    key: 'errors.upload.tooLarge',
    params: { megabytes: 5 },
  },
);

describe('errorText', () => {
  it("says the server's key with its parameters in the reader's language", async () => {
    await i18next.changeLanguage('en');
    expect(errorText(tooLarge)).toBe('The file is larger than 5 MB.');
    await i18next.changeLanguage('ur');
    expect(errorText(tooLarge)).toBe(ur.errors.upload.tooLarge.replace('{{megabytes}}', '5'));
  });

  it("falls back to the code's text when the key is unknown, over REST and the socket", async () => {
    await i18next.changeLanguage('ur');
    const unknownKey = { key: 'no.such.key' };
    expect(errorText(new ApiError(409, 'offer.expired', 'x', {}, unknownKey))).toBe(
      ur.errors.codes.offer.expired,
    );
    expect(errorText(new SocketAckError('offer.not_pending', 'x', unknownKey))).toBe(
      ur.errors.codes.offer.not_pending,
    );
  });

  it('says the generic failure for a server error, whatever it carries', async () => {
    await i18next.changeLanguage('en');
    const failed = new ApiError(500, 'internal_error', 'x', {}, { key: 'errors.server.failed' });
    expect(errorText(failed)).toBe(en.errors.codes.internal_error);
  });
});
