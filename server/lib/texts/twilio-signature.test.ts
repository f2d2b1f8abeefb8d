import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twilioSignature, verifyTwilioSignature } from './twilio-signature';

/** The example of Twilio's security docs (TwilioDevEd/api-snippets, signature_validation). */
const DOCS = {
  authToken: '12345',
  url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
  params: {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675310',
    Digits: '1234',
    From: '+14158675310',
    To: '+18005551212',
  },
  signature: 'GvWf1cFY/Q7PnoempGyD5oXAezc=',
};

describe('Twilio request signature', () => {
  it("gives the signature of Twilio's documented example", () => {
    expect(twilioSignature(DOCS.authToken, DOCS.url, DOCS.params)).toBe(DOCS.signature);
    expect(verifyTwilioSignature(DOCS.authToken, DOCS.signature, DOCS.url, DOCS.params)).toBe(true);
  });

  it('matches an HMAC-SHA1 of the URL and the sorted name+value pairs computed here', () => {
    const params = { MessageStatus: 'delivered', Body: 'سلام', MessageSid: 'SM1', ErrorCode: '' };
    const url = 'https://market.example/api/texts/twilio/status';
    const data = `${url}Body${params.Body}ErrorCode${params.ErrorCode}MessageSid${params.MessageSid}MessageStatus${params.MessageStatus}`;
    const expected = crypto.createHmac('sha1', 'token').update(data, 'utf8').digest('base64');
    expect(twilioSignature('token', url, params)).toBe(expected);
  });

  it('refuses a tampered field, a field added, another URL, another token, or no signature', () => {
    const { authToken, url, params, signature } = DOCS;
    expect(verifyTwilioSignature(authToken, signature, url, { ...params, Digits: '1235' })).toBe(
      false,
    );
    expect(verifyTwilioSignature(authToken, signature, url, { ...params, Body: 'STOP' })).toBe(
      false,
    );
    expect(verifyTwilioSignature(authToken, signature, `${url}&baz=3`, params)).toBe(false);
    expect(verifyTwilioSignature('54321', signature, url, params)).toBe(false);
    expect(verifyTwilioSignature(authToken, undefined, url, params)).toBe(false);
    expect(verifyTwilioSignature(authToken, '', url, params)).toBe(false);
  });

  it("accepts the URL signed with its default port written out, as Twilio's helper does", () => {
    const withPort = 'https://mycompany.com:443/myapp.php?foo=1&bar=2';
    const signed = twilioSignature(DOCS.authToken, withPort, DOCS.params);
    expect(verifyTwilioSignature(DOCS.authToken, signed, DOCS.url, DOCS.params)).toBe(true);
  });
});
