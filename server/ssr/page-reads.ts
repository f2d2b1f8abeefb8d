import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An API answer as `app.inject` gave it. */
type Answer = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
};

/** Answers an API call the way fetch() does (the server entry's transport). */
export type PageTransport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Marks the API reads a page makes in-process: their request log lines go at debug level and
 * the metrics leave them out, so a page is counted once, as the page.
 */
export const PAGE_READ_HEADER = 'x-page-read';

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
 * requests (their address), so the API's rate limits count them as theirs, and each read (a
 * path in a language) made once per page: the page's head and its render read the provider
 * once, and count once.
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
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const key = `${path}\n${headers['accept-language'] ?? ''}`;
    const ask = () =>
      app
        .inject({
          method: method as 'GET',
          url: `/api${path}`,
          headers: { ...headers, [PAGE_READ_HEADER]: '1' },
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
