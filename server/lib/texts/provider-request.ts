import type { TextSendResult } from './text-sender';

/** How long a provider has to answer a send before we count it as not answered. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export type ProviderAnswer = { status: number; body: unknown };

/**
 * POSTs one send to a provider's API. No answer in time, or no connection, is a failure worth
 * retrying (the provider may not have taken the text, and a retry of a taken one is a
 * duplicate the person can bear better than a lost alert).
 */
export async function postToProvider(
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<ProviderAnswer | { failed: TextSendResult }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    return {
      failed: {
        status: 'failed',
        retry: true,
        code: timedOut ? 'timeout' : 'unreachable',
        detail: timedOut ? `no answer within ${timeoutMs} ms` : String(err),
      },
    };
  }
  return { status: response.status, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A provider's words in a result's detail, cut short (they may repeat the number). */
export const shortDetail = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
