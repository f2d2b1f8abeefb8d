import { currentLanguage, text } from './i18n';
import { endExpiredSession, endSuspendedSession, readAdminToken, readSession } from './session';

/** The code of a suspended account's refusal (contracts/errors.ts, kept out of the first load). */
const ACCOUNT_SUSPENDED = 'account.suspended';

/** An API answer that was not 2xx: the server's code and message, and the whole body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
    /** The catalog key and parameters of the server's words, when it sent them. */
    readonly text?: { key: string; params?: Record<string, string | number> },
  ) {
    super(message);
  }

  /** The spec's top-level `message` field, when the answer has one (e.g. 'notexist'). */
  get responseMessage(): string | undefined {
    const m = (this.body as { message?: unknown } | null)?.message;
    return typeof m === 'string' ? m : undefined;
  }
}

/**
 * Whether a failed read is worth one more try: a lost answer or a server fault may not come
 * back; a 4xx is the server's answer (not found, not allowed, wrong input) and would only
 * keep the reader waiting for the same words, except a timeout or "too many, slow down".
 */
export function worthRetrying(failures: number, error: unknown): boolean {
  if (failures >= 1) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** How long a call may wait for an answer before it is given up as lost. */
const ANSWER_TIMEOUT_MS = 15_000;

/** The call never got an answer: the browser is offline, the server unreachable or too slow. */
export class NetworkError extends Error {
  constructor(readonly kind: 'offline' | 'unreachable' | 'timeout') {
    super(text(`common.network.${kind}`));
  }
}

/**
 * An ApiError from a non-2xx answer: the server's code and message when the body is the
 * contract's error body, else 'http_error'. The schema (and zod with it) is loaded on the first
 * failed answer only, so pages that just read stay light.
 */
async function apiError(status: number, body: unknown): Promise<ApiError> {
  const schema = await import('#contracts/errors').then(
    (m) => m.errorBody,
    () => null,
  );
  const parsed = schema?.safeParse(body);
  return parsed?.success
    ? new ApiError(
        status,
        parsed.data.error.code,
        parsed.data.error.message,
        body,
        parsed.data.error.key
          ? { key: parsed.data.error.key, params: parsed.data.error.params }
          : undefined,
      )
    : new ApiError(status, 'http_error', `Request failed (${status})`, body);
}

/**
 * A 403 that says the account is suspended (decision 0068) ends the session, keeping the
 * reason for the login page; any other 403 (a page of the other role) changes nothing.
 */
function endIfSuspended(token: string, body: unknown): void {
  const error = (body as { error?: { code?: unknown; params?: { reason?: unknown } } } | null)
    ?.error;
  if (error?.code !== ACCOUNT_SUSPENDED) return;
  const reason = error.params?.reason;
  endSuspendedSession(token, typeof reason === 'string' ? reason : '');
}

/** Which stored token to send: the user's (default), the admin's, or none. */
type Auth = 'user' | 'admin' | 'none';

/** A contract schema: zod's `parse` answers the data, or throws when it is not what it says. */
type Schema<T> = { parse(data: unknown): T };

/**
 * What an answer must look like: a contract schema, or a loader of one
 * (`() => import('#contracts/catalog').then((m) => m.cityList)`), which keeps the module's
 * schemas and zod out of the first load and is fetched while the answer is on its way. Every
 * call names one, so no answer is used unchecked (design rule 16).
 */
export type ResponseSchema<T> = Schema<T> | (() => Promise<Schema<T>>);

/** The answer (or the failure) of `call`, parsed with `schema`. */
async function parsed<T>(schema: ResponseSchema<T>, call: Promise<unknown>): Promise<T> {
  const [body, check] = await Promise.all([call, typeof schema === 'function' ? schema() : schema]);
  return check.parse(body);
}

/** GET `/api${path}`: the answer, parsed with `schema`. */
export function apiGet<T>(
  path: string,
  schema: ResponseSchema<T>,
  auth: Auth = 'user',
): Promise<T> {
  return parsed(schema, request('GET', path, undefined, auth));
}

/** POST, PUT or DELETE with a JSON body: the answer, parsed with `schema`. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: ResponseSchema<T>,
  body?: unknown,
  auth: Auth = 'user',
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  return parsed(schema, request(method, path, body, auth, extraHeaders));
}

/**
 * Ends the session on the server too (its token stops working everywhere). Call before the
 * stored token is cleared: the token is read at once. A failure changes nothing for the user.
 */
export function logoutOnServer(auth: 'user' | 'admin'): void {
  request('POST', '/logout', undefined, auth).catch(() => undefined);
}

/** Answers a call the way fetch() does, without the network. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Set while the server renders a public page (decision 0092): its reads go straight to the
 * app in the same process; in the browser, calls go over the network.
 */
let serverTransport: ApiTransport | null = null;

export function callApiThrough(transport: ApiTransport | null): void {
  serverTransport = transport;
}

/** Ends `transport`'s turn, unless another render's transport has taken over since. */
export function stopCallingApiThrough(transport: ApiTransport): void {
  if (serverTransport === transport) serverTransport = null;
}

const isOffline = () => serverTransport === null && !navigator.onLine;

async function request(
  method: string,
  path: string,
  body: unknown,
  auth: Auth,
  extraHeaders: Record<string, string> = {},
): Promise<unknown> {
  // The server answers catalog names in the language the app shows (decision 0059).
  const headers: Record<string, string> = {
    ...extraHeaders,
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  const token = auth === 'admin' ? readAdminToken() : auth === 'user' ? readSession()?.token : null;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  // Said at once rather than after the browser gives up.
  if (isOffline()) throw new NetworkError('offline');
  const init: RequestInit = {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  };
  let response: Response;
  try {
    response = await (serverTransport ? serverTransport(path, init) : fetch(`/api${path}`, init));
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new NetworkError(isOffline() ? 'offline' : timedOut ? 'timeout' : 'unreachable');
  }
  const parsedBody: unknown = await response.json().catch(() => null);
  if (response.status === 401 && auth === 'user' && token && path !== '/logout') {
    endExpiredSession(token);
  }
  if (response.status === 403 && auth === 'user' && token) endIfSuspended(token, parsedBody);
  if (!response.ok) throw await apiError(response.status, parsedBody);
  return parsedBody;
}

/**
 * Sends a multipart form (files included) and reports upload progress from 0 to 100.
 * fetch() cannot report upload progress, so this one uses XMLHttpRequest.
 */
export function apiUpload<T>(
  method: 'POST' | 'PUT',
  path: string,
  schema: ResponseSchema<T>,
  form: FormData,
  opts: { auth?: Auth; onProgress?: (percent: number) => void } = {},
): Promise<T> {
  return parsed(schema, upload(method, path, form, opts));
}

function upload(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  opts: { auth?: Auth; onProgress?: (percent: number) => void },
): Promise<unknown> {
  const auth = opts.auth ?? 'user';
  const token = auth === 'admin' ? readAdminToken() : auth === 'user' ? readSession()?.token : null;
  if (!navigator.onLine) return Promise.reject(new NetworkError('offline'));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError(navigator.onLine ? 'unreachable' : 'offline'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body);
        return;
      }
      if (xhr.status === 401 && auth === 'user' && token) endExpiredSession(token);
      if (xhr.status === 403 && auth === 'user' && token) endIfSuspended(token, body);
      void apiError(xhr.status, body).then(reject);
    };
    xhr.send(form);
  });
}
