import type { z } from 'zod';

/** A seeded generator (mulberry32): the same seed gives the same requests, so a failure reproduces. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

/** A stable number for a text (FNV-1a), to give every operation a seed of its own. */
export function seedOf(text: string, base: number): number {
  let h = (0x811c9dc5 ^ base) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A field left out of the input. */
export const MISSING = Symbol('missing');
export type Mutation = { label: string; value: unknown };

export const HUGE = 'A'.repeat(100_000);

/** Text that must be stored and shown as text: injection, markup and awkward unicode. */
export const HOSTILE_TEXT: Record<string, string> = {
  'SQL or': "' or 1=1 --",
  'SQL drop': '1; drop table accounts',
  'SQL quote': "x'); delete from service_requests; --",
  script: '<script>alert(1)</script>',
  'img onerror': '"><img src=x onerror=alert(1)>',
  emoji: '🔧🚰💧👩🏽‍🔧'.repeat(8),
  'RTL Urdu': 'میرا نل رات بھر ٹپکتا ہے، براہ کرم مدد کریں',
  'RTL override': 'abc\u202Egpj.exe',
  'override name (N5)': '\u202Egnp.exe\u202C\u200Fابج',
  'unbalanced isolates': '\u2069a\u2066b',
  'Urdu with ZWNJ': 'خوش\u200Cبخت',
  'mail header lines': 'Evil\r\nBcc: attacker@evil.example\r\nX-Injected: 1',
  'C1 and line separator': 'a\u0085b\u2028c',
  NUL: 'before\u0000after',
  'lone surrogate': 'x\ud800y\udfffz',
  'zero width': '\u200b\u200d\ufeff',
  CRLF: 'a\r\nSet-Cookie: admin=1',
  template: '\u0024{7*7}{{7*7}}%s%n',
  path: '../../../../etc/passwd',
  blank: '   ',
  empty: '',
  'huge (100k)': HUGE,
};

/** Ids that no id field may take, as text (paths, query strings, form fields). */
export const BAD_ID_TEXT = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e30',
  '9'.repeat(40),
  '%00',
  '../..',
  '2147483648',
  '0x10',
  ' 1',
  '١٢',
];

/** The same in JSON, where the type can be wrong too. */
export const BAD_ID_JSON: unknown[] = [
  'abc',
  -1,
  0,
  1.5,
  1e30,
  '9'.repeat(40),
  '%00',
  '../..',
  2147483648,
  -0.0001,
];

/** Values of every other JSON type than the field expects (the schema tells which fail). */
export const WRONG_TYPES: unknown[] = [
  12345,
  -1,
  1e308,
  true,
  false,
  null,
  {},
  [],
  ['x'],
  { $gt: '' },
];
export const WRONG_TEXT = ['', 'true', 'null', '[]', '{}', 'NaN', 'Infinity', '-1', '1e999'];

/** Text as it travels in a URL or a form: UTF-8 has no lone surrogates, they arrive as U+FFFD. */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export const isIdKey = (key: string) => /(^id$|_id$|Id$|ID$)/.test(key);

/** What to try on one field: missing, wrong types, hostile text, bad ids. */
export function fieldMutations(key: string, textual: boolean): Mutation[] {
  const out: Mutation[] = [{ label: 'missing', value: MISSING }];
  const types = textual ? WRONG_TEXT : WRONG_TYPES;
  for (const v of types) out.push({ label: `wrong type ${show(v)}`, value: v });
  for (const [label, v] of Object.entries(HOSTILE_TEXT)) out.push({ label, value: v });
  if (isIdKey(key)) {
    for (const v of textual ? BAD_ID_TEXT : BAD_ID_JSON)
      out.push({ label: `bad id ${show(v)}`, value: v });
  }
  return out;
}

/** Every value above, for random combinations. */
export const ALL_VALUES: unknown[] = [
  ...WRONG_TYPES,
  ...WRONG_TEXT,
  ...Object.values(HOSTILE_TEXT),
  ...BAD_ID_JSON,
  ...BAD_ID_TEXT,
];

export function show(v: unknown): string {
  if (v === MISSING) return '(missing)';
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}

// ---- reading zod 4 schemas ----

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = [
  'optional',
  'default',
  'prefault',
  'nullable',
  'readonly',
  'catch',
  'nonoptional',
];

/**
 * The schema a preprocessed payload is checked with (`z.preprocess(read, schema)`: a pipe from
 * a transform), whose fields are the ones to change; undefined for any other schema.
 */
function readFirst(def: Def): z.ZodType | undefined {
  return def.type === 'pipe' && defOf(def.in as z.ZodType).type === 'transform'
    ? (def.out as z.ZodType)
    : undefined;
}

/** The fields of an object schema, through wrappers and pipes; undefined when it is not one. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return shapeOf(readFirst(def) ?? (def.in as z.ZodType));
  if (WRAPPERS.includes(def.type)) return shapeOf(def.innerType as z.ZodType);
  return undefined;
}

export type Good = (key: string) => unknown;

/** Candidate values of the right type for a schema, from its definition. */
function candidates(schema: z.ZodType, key: string, good: Good, textual: boolean): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return ['Hostile tester text', '1'];
    case 'number':
    case 'int':
    case 'bigint':
      return [1, 5];
    case 'boolean':
      return [true];
    case 'literal':
      return [...(def.values as unknown[])];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const entries = Object.entries(shape).map(([k, s]) => [k, sample(s, k, good, textual)]);
      return [Object.fromEntries(entries.filter(([, v]) => v !== undefined))];
    }
    case 'array':
      return [[sample(def.element as z.ZodType, key, good, textual)]];
    case 'pipe':
      return [sample(readFirst(def) ?? (def.in as z.ZodType), key, good, textual)];
    case 'union':
      return (def.options as z.ZodType[]).map((o) => sample(o, key, good, textual));
    case 'unknown':
    case 'any':
      return [undefined];
    default:
      if (WRAPPERS.includes(def.type)) {
        return [sample(def.innerType as z.ZodType, key, good, textual)];
      }
      return ['1'];
  }
}

/** A value the schema accepts, preferring the test's real value for the field's name. */
export function sample(schema: z.ZodType, key: string, good: Good, textual = false): unknown {
  const raw = [good(key), ...candidates(schema, key, good, textual)];
  const tries = textual ? raw.map((v) => (isPrimitive(v) ? String(v) : v)) : raw;
  const first = tries.find((v) => v !== undefined);
  return tries.find((v) => v !== undefined && schema.safeParse(v).success) ?? first;
}

const isPrimitive = (v: unknown) => typeof v === 'number' || typeof v === 'boolean';

/** `base` with `key` set to `value` (or left out). */
export function withField(base: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...base };
  if (value === MISSING) delete copy[key];
  else copy[key] = value;
  return copy;
}

/**
 * The longest text (Urdu letters) the schema still accepts in `key`, tried from long to short:
 * a long value within the limits, to reach the service and the database.
 */
export function longestAccepted(
  schema: z.ZodType,
  base: Record<string, unknown>,
  key: string,
): string | undefined {
  for (const n of [10_000, 2000, 1000, 500, 300, 254, 200, 100, 80, 60, 30]) {
    const value = 'ب'.repeat(n);
    if (schema.safeParse(withField(base, key, value)).success) return value;
  }
  return undefined;
}

/** JSON the parser refuses (or must: prototype pollution), whatever the route. */
export const BAD_JSON = [
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
];
