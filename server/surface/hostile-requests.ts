import type { z } from 'zod';
import type { RouteEntry } from '../lib/route-inventory';
import type { ActorRole } from '../lib/tokens';
import { bodyPieces, jsonPiece } from './hostile-bodies';
import {
  type BodyPiece,
  fieldPieces,
  type Piece,
  randomFields,
  type UploadSpec,
} from './hostile-fields';
import {
  BAD_ID_TEXT,
  type Good,
  HOSTILE_TEXT,
  HUGE,
  type Random,
  sample,
  shapeOf,
  show,
  wellFormed,
} from './hostile-values';

export type HostileRequest = {
  label: string;
  /** Invalid by construction (schema, token, body format): must be 4xx and change nothing. */
  invalid: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export type PlanContext = {
  /** The real bearer token of a role for this route, when there is one to spend. */
  token: (route: RouteEntry, role: ActorRole) => string | undefined;
  /** Authorization headers no guard may accept (undefined: none sent). */
  badAuth: { label: string; header: string | undefined }[];
  good: (route: RouteEntry) => Good;
  /** Real ids for path parameters, by name: the first is the usual one. */
  realIds: Record<string, string[]>;
  uploads: Record<string, UploadSpec>;
  /** A JSON field to give a fresh value in every request but the first, by route url. */
  unique?: Record<string, string>;
  minimum: number;
};

type PathPiece = Piece & { url: string };
type QueryPiece = Piece & { qs: string };
type AuthPiece = Piece & { header?: string };
type Variant = { path: PathPiece; query: QueryPiece; auth: AuthPiece; body: BodyPiece };

const ROLES: ActorRole[] = ['clients', 'serviceproviders', 'admin'];

/** The hostile requests for one operation: each changes one part of a valid request. */
export function planRequests(route: RouteEntry, ctx: PlanContext, rng: Random): HostileRequest[] {
  const good = ctx.good(route);
  const paths = pathPieces(route, ctx, good);
  const queries = queryPieces(route, good);
  const auths = authPieces(route, ctx);
  const bodies = bodyPieces(route, ctx.uploads, good, rng);
  // Each list starts with its piece of the valid request.
  const [path, query, auth, body] = [paths[0], queries[0], auths[0], bodies[0]];
  if (!path || !query || !auth || !body) throw new Error(`no valid request for ${route.url}`);
  const base: Variant = { path, query, auth, body };
  const variants: Variant[] = [base];
  for (const path of paths.slice(1)) variants.push({ ...base, path });
  for (const query of queries.slice(1)) variants.push({ ...base, query });
  for (const auth of auths.slice(1)) variants.push({ ...base, auth });
  for (const body of bodies.slice(1)) variants.push({ ...base, body });
  // Random combinations top every operation up to the minimum (and mix a little more).
  const extra = Math.max(ctx.minimum - variants.length, 10);
  for (let i = 0; i < extra; i++) {
    const mix = rng.next() < 0.5;
    const randomBody = shapeOf(route.zod.body) && rng.next() < 0.7;
    variants.push({
      path: mix ? rng.pick(paths) : path,
      query: rng.pick(queries),
      auth: rng.next() < 0.8 ? auth : rng.pick(auths),
      body: randomBody ? jsonPiece(route, randomFields(route, good, rng)) : rng.pick(bodies),
    });
  }
  const field = ctx.unique?.[route.url];
  const requests = variants.map((v) => build(route, v));
  return field ? requests.map((r, i) => (i ? renamed(r, field, good(field), i) : r)) : requests;
}

/**
 * A request with a fresh value in `field` (an email, a user name) instead of the usual one:
 * sign-ups then create accounts, and logins do not pile up on one account (whose guesses the
 * server slows down on purpose). Both values are valid, so the request's class stays.
 */
function renamed(r: HostileRequest, field: string, usual: unknown, i: number): HostileRequest {
  let body: unknown;
  try {
    body = JSON.parse(String(r.payload));
  } catch {
    return r;
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    (body as Record<string, unknown>)[field] !== usual
  ) {
    return r;
  }
  const slug = r.url.replace(/\W+/g, '-');
  const fresh = field === 'email' ? `hostile${slug}${i}@example.com` : `hostile${slug}${i}`;
  return { ...r, payload: JSON.stringify({ ...body, [field]: fresh }) };
}

function build(route: RouteEntry, v: Variant): HostileRequest {
  const pieces = [v.path, v.query, v.auth, v.body];
  const label = pieces.map((p) => p.label).filter(Boolean);
  const headers: Record<string, string> = {};
  if (v.auth.header !== undefined) headers.authorization = v.auth.header;
  if (v.body.type !== undefined) headers['content-type'] = v.body.type;
  return {
    label: label.length ? label.join('; ') : 'the valid request',
    invalid: pieces.some((p) => p.bad),
    method: route.method,
    url: v.path.url + v.query.qs,
    headers,
    payload: v.body.payload,
  };
}

// ---- path ----

function pathPieces(route: RouteEntry, ctx: PlanContext, good: Good): PathPiece[] {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const schema = route.zod.params;
  const first = (n: string) => ctx.realIds[n]?.[0] ?? String(good(n) ?? '1');
  const baseValues = Object.fromEntries(names.map((n) => [n, first(n)]));
  const piece = (label: string, given: Record<string, string>, raw?: string): PathPiece => {
    const values = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, wellFormed(v)]));
    return {
      label,
      url: route.url.replace(/:(\w+)/g, (_, n: string) =>
        raw !== undefined && n === names[0] ? raw : encodeURIComponent(values[n] ?? ''),
      ),
      bad: raw === '%zz' || (schema ? !schema.safeParse(values).success : false),
    };
  };
  const pieces = [piece('', baseValues)];
  for (const name of names) {
    const set = (label: string, value: string) =>
      pieces.push(piece(`path ${name}=${label}`, { ...baseValues, [name]: value }));
    for (const id of ctx.realIds[name]?.slice(1) ?? []) set(`real ${id}`, id);
    set('unknown 2147483647', '2147483647');
    for (const id of BAD_ID_TEXT) set(show(id), id);
    for (const [label, text] of Object.entries(HOSTILE_TEXT)) {
      // Over HTTP, Node refuses a request line over 16 KiB before the app sees it.
      if (text === HUGE) set('long (5000)', 'A'.repeat(5000));
      else set(label, text);
    }
  }
  if (names[0]) {
    const name = names[0];
    pieces.push(piece(`path ${name} raw %00`, { ...baseValues, [name]: '\u0000' }, '%00'));
    pieces.push(piece(`path ${name} raw %zz (undecodable)`, baseValues, '%zz'));
  }
  return pieces;
}

// ---- query string ----

type Query = Record<string, string | string[]>;
const encode = (q: Query) => {
  const pairs = Object.entries(q).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(x)}`),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
};

/** Query strings no parser agrees on: sent to every operation, their outcome is not predicted. */
const RAW_QUERIES = [
  '?%zz=%zz',
  '?a[b]=1&a[c][d]=2',
  '?&&&==&=',
  `?x=${encodeURIComponent("' or 1=1 --")}&x=${encodeURIComponent('<script>alert(1)</script>')}`,
  '?q=%E0%A4%A',
  `?${'k='.repeat(500)}`,
];

function queryPieces(route: RouteEntry, good: Good): QueryPiece[] {
  const schema = route.zod.querystring;
  const shape = shapeOf(schema);
  const raw = RAW_QUERIES.map((qs) => ({ label: `query ${show(qs)}`, qs, bad: false }));
  if (!schema || !shape) {
    const junk: Query[] = [
      { isAdmin: 'true' },
      { sp_id: '1; drop table accounts' },
      { x: 'a'.repeat(5000) },
    ];
    return [{ label: '', qs: '', bad: false }, ...junk.map((q) => queryPiece(q, 'query', schema))];
  }
  const base: Query = {};
  for (const [key, field] of Object.entries(shape)) {
    const v = sample(field, key, good, true);
    if (typeof v === 'string') base[key] = v;
  }
  const pieces = [{ ...queryPiece(base, '', schema), label: '' }];
  for (const f of fieldPieces(shape, base, true)) {
    pieces.push(queryPiece(f.value as Query, `query ${f.label}`, schema));
  }
  for (const key of Object.keys(shape)) {
    const v = typeof base[key] === 'string' ? (base[key] as string) : '1';
    pieces.push(queryPiece({ ...base, [key]: [v, v] }, `query ${key} twice`, schema));
  }
  pieces.push(queryPiece({ ...base, isAdmin: 'true' }, 'query extra isAdmin', schema));
  return [...pieces, ...raw];
}

const queryPiece = (given: Query, label: string, schema?: z.ZodType): QueryPiece => {
  const q = Object.fromEntries(
    Object.entries(given).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.map(wellFormed) : wellFormed(v),
    ]),
  );
  return {
    label: label && `${label} ${show(given)}`,
    qs: encode(q),
    bad: schema ? !schema.safeParse(q).success : false,
  };
};

// ---- who sends ----

function authPieces(route: RouteEntry, ctx: PlanContext): AuthPiece[] {
  const isPublic = route.access === 'public';
  const allowed = isPublic ? [] : ([...(route.access ?? [])] as ActorRole[]);
  const bearer = (role: ActorRole) => {
    const token = ctx.token(route, role);
    return token ? `Bearer ${token}` : undefined;
  };
  const first = allowed[0];
  const pieces: AuthPiece[] = [
    { label: '', header: first ? bearer(first) : undefined, bad: false },
  ];
  for (const role of ROLES) {
    const header = bearer(role);
    if (!header || role === first) continue;
    // A real token of a role the route does not take is refused (403) before anything runs.
    pieces.push({ label: `as ${role}`, header, bad: !isPublic && !allowed.includes(role) });
  }
  for (const { label, header } of ctx.badAuth) pieces.push({ label, header, bad: !isPublic });
  if (first) {
    const header = bearer(first) as string;
    pieces.push({
      label: 'lower-case bearer',
      header: header.replace('Bearer', 'bearer'),
      bad: false,
    });
    pieces.push({ label: 'bearer with spaces', header: header.replace(' ', '   '), bad: false });
  }
  return pieces;
}
