import { PROVIDER_TIMEOUT_MS, postToProvider, shortDetail } from './provider-request';
import type { TextSender, TextSendResult } from './text-sender';

export type TwilioSmsOptions = {
  accountSid: string;
  authToken: string;
  /** A number or alphanumeric sender ID, or a Messaging Service that picks one. */
  sender: { from: string } | { messagingServiceSid: string };
  /** https://api.twilio.com, or a test's fake. */
  apiUrl: string;
  /** Where Twilio posts the text's delivery; unset when the site has no public address. */
  statusCallbackUrl?: string;
  timeoutMs?: number;
};

/**
 * SMS through Twilio's Programmable Messaging API ("Create a Message resource"): a
 * form-encoded POST to /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth,
 * answered 201 with the Message's `sid` (decision 0051).
 */
export function twilioSmsSender(opts: TwilioSmsOptions): TextSender {
  const url = `${opts.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  return {
    channel: 'sms',
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if ('from' in opts.sender) form.set('From', opts.sender.from);
      else form.set('MessagingServiceSid', opts.sender.messagingServiceSid);
      if (opts.statusCallbackUrl) form.set('StatusCallback', opts.statusCallbackUrl);
      const answer = await postToProvider(
        url,
        {
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        opts.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      );
      if ('failed' in answer) return answer.failed;
      return twilioResult(answer.status, answer.body);
    },
  };
}

/** Twilio's error codes we act on (its Error and Warning Dictionary). */
const INVALID_NUMBER = new Set([
  21211, // invalid 'To' phone number
  21614, // 'To' number is not a valid mobile number
  21612, // 'To' number is not reachable by SMS
]);
const OPTED_OUT = 21610; // the recipient replied STOP to this sender
const TOO_MANY_REQUESTS = 20429;
const AUTHENTICATION = 20003;

/** A Twilio answer as a send result: what failed, and whether trying later could help. */
export function twilioResult(httpStatus: number, body: unknown): TextSendResult {
  const answer = (body ?? {}) as { sid?: unknown; code?: unknown; message?: unknown };
  if (httpStatus >= 200 && httpStatus < 300 && typeof answer.sid === 'string' && answer.sid) {
    return { status: 'sent', providerId: answer.sid };
  }
  const code = typeof answer.code === 'number' ? answer.code : undefined;
  const said = typeof answer.message === 'string' ? answer.message : 'no error body';
  const detail = shortDetail(`Twilio ${httpStatus}${code ? ` ${code}` : ''}: ${said}`);
  const failed = (ours: string, retry: boolean): TextSendResult => ({
    status: 'failed',
    retry,
    code: ours,
    detail,
  });
  if (httpStatus === 429 || code === TOO_MANY_REQUESTS) return failed('rate_limited', true);
  if (httpStatus >= 500) return failed('provider_error', true);
  if (code === OPTED_OUT) return failed('opted_out', false);
  if (code !== undefined && INVALID_NUMBER.has(code)) return failed('invalid_number', false);
  if (httpStatus === 401 || code === AUTHENTICATION) return failed('auth_failed', false);
  // A 2xx without a sid is not a sent text; anything else is a request Twilio refused.
  return failed('provider_error', httpStatus < 300);
}
