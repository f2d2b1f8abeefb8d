import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_READ_HEADER, PAGE_READ_MARK } from '../lib/page-read-mark';

/** An API answer as `app.inject` gave it. */
type Answer = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
};

/** Answers an API call the way fetch() does (the server entry's transport). */
export type PageTransport = (path: string, init: RequestInit) => Promise<Response>;

const made = new WeakMap<object, Map<string, Promise<Answer>>>();

/** A Fetch API Headers from the headers an injected answer carries. */
function fetchHeaders(raw: Answer['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

/**
 * The API reads of one page request (decision 0099): made in-process as the visitor's own
 * requests (their address), so the API's rate limits count them as theirs, and each GET made
 * once per page: the page's head and its render read the provider once, and count once. Reads
 * share an answer only when all they forward is the same (path with its query, every header:
 * a language, a token), so no read is answered with what another asked. Each is marked
 * (lib/page-read-mark): the page's own request line and metrics stand for it.
 *
 * A failed read (a 429, a 500, an inject that threw) is shared too, on purpose: the page makes
 * no retries on the server (decision 0099), and asking again would count against the visitor's
 * budget a second time for the same page.
 */
export function pageReads(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'ip'>,
): PageTransport {
  let answers = made.get(request);
  if (!answers) {
    answers = new Map();
    made.set(request, answers);
  }
  const known = answers;
  return async (path, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const forwarded = [...new Headers(init.headers).entries()]; // lower-cased, sorted by name
    const headers = Object.fromEntries(forwarded);
    const key = JSON.stringify([path, forwarded]);
    const ask = () =>
      app
        .inject({
          method: method as 'GET',
          url: `/api${path}`,
          headers: { ...headers, [PAGE_READ_HEADER]: PAGE_READ_MARK },
          remoteAddress: request.ip,
        })
        .then((res) => ({ status: res.statusCode, headers: res.headers, body: res.rawPayload }));
    let answer: Promise<Answer>;
    if (method !== 'GET') answer = ask();
    else {
      answer = known.get(key) ?? ask();
      known.set(key, answer);
    }
    const { status, headers: got, body } = await answer;
    const empty = status === 204 || status === 304;
    return new Response(empty ? null : new Uint8Array(body), {
      status,
      headers: fetchHeaders(got),
    });
  };
}
