import type { z } from 'zod';
import { fieldPieces } from './hostile-fields';
import {
  type Good,
  longestAccepted,
  type Mutation,
  type Random,
  sample,
  shapeOf,
  show,
  withField,
} from './hostile-values';

/** The server's frame limit (maxHttpBufferSize): a bigger packet closes the sender's connection. */
export const FRAME_LIMIT = 64 * 1024;

export type SocketCase = {
  label: string;
  /** Refused by construction (the payload schema, the arguments): must be refused, change nothing. */
  invalid: boolean;
  /** What follows the event name, the ack excepted. */
  args: unknown[];
  /** Whether the emitter asks for an answer (a function as the last argument). */
  ack: boolean;
  /** Over the frame limit: the server closes the sender's connection instead of answering. */
  overFrame: boolean;
};

const nested = (depth: number, leaf: unknown, wrap: (v: unknown) => unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};
const DEEP_ARRAY = nested(500, 1, (v) => [v]);
const DEEP_OBJECT = nested(500, 1, (v) => ({ a: v }));
/** Bytes that are no UTF-8 text: they travel as a binary attachment. */
const NOT_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xf0, 0x28, 0x8c, 0xbc]);

/**
 * Values a socket field can carry besides those of HTTP bodies: numbers JSON cannot say (they
 * arrive as null), binary, deep nesting, text just under the frame limit and format characters.
 */
const SOCKET_VALUES: Record<string, unknown> = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  '-Infinity': Number.NEGATIVE_INFINITY,
  '-0': -0,
  '-1e308': -1e308,
  'unsafe integer': Number.MAX_SAFE_INTEGER + 2,
  'not UTF-8 bytes': NOT_UTF8,
  'deep array (500)': DEEP_ARRAY,
  'deep object (500)': DEEP_OBJECT,
  'bidi isolates and marks': '\u2066\u202Dabc\u2069\u200F\u061C\u2067x',
  'non-characters and C1': '\uFFFE\uFFFF\u0085\u009B\uFDD0',
  'text within the frame (60k)': 'x'.repeat(60_000),
};

const BUFFER_MARK = '\u0000buffer';

/**
 * What the server receives for a value: JSON's reading of it (what JSON cannot say is null,
 * undefined fields are gone), binary as binary. Not recursive: the deep values would overflow.
 */
export function asReceived(value: unknown): unknown {
  const buffers: Buffer[] = [];
  const text = JSON.stringify(value, function (this: Record<string, unknown>, key, v) {
    const raw = this[key];
    if (!Buffer.isBuffer(raw)) return v;
    buffers.push(raw);
    return { [BUFFER_MARK]: buffers.length - 1 };
  });
  if (text === undefined) return undefined;
  return JSON.parse(text, (_key, v) =>
    typeof v === 'object' && v !== null && BUFFER_MARK in v ? buffers[v[BUFFER_MARK]] : v,
  );
}
/** The bytes of a packet as sent, near enough to compare with the frame limit. */
const packetSize = (name: string, args: unknown[]) =>
  Buffer.byteLength(
    JSON.stringify([name, ...args], (_k, v) => (Buffer.isBuffer(v) ? { _placeholder: true } : v)),
  );

/** An object with `__proto__` as an own key, as JSON.parse makes it (a literal would not). */
const withProtoKey = (base: Record<string, unknown>) =>
  JSON.parse(`{"__proto__":{"isAdmin":true,"role":"admin"},${JSON.stringify(base).slice(1)}`);

/**
 * The hostile emits of one event, from its payload schema: the valid payload first, then each
 * field changed (as HTTP bodies are, plus SOCKET_VALUES), payloads that are not the object,
 * prototype keys, no payload, two payloads, a non-function ack and no ack. Field changes are
 * sampled down so that an event gets at most `max` cases; the others are all kept.
 */
export function planSocketCases(
  name: string,
  schema: z.ZodType,
  good: Good,
  rng: Random,
  max: number,
): SocketCase[] {
  const base = sample(schema, '', good) as Record<string, unknown>;
  const shape = shapeOf(schema) ?? {};
  const make = (label: string, args: unknown[], ack = true): SocketCase => ({
    label,
    invalid: args.length !== 1 || !schema.safeParse(asReceived(args[0])).success,
    args,
    ack,
    overFrame: packetSize(name, args) > FRAME_LIMIT,
  });
  const payload = (m: Mutation) => make(`payload ${m.label}`, [m.value]);

  const whole: SocketCase[] = [
    make('the valid payload', [base]),
    make('the valid payload, no ack', [base], false),
    make('no payload', []),
    make('no payload, no ack', [], false),
    make('the valid payload and a non-function ack', [base, 'not a function'], false),
    make('the valid payload and a number for an ack', [base, 42], false),
    make('two payloads', [base, base]),
    make('undefined payload', [undefined]),
  ];
  for (const [label, value] of Object.entries({
    null: null,
    'an array': [],
    'the payload in an array': [base],
    text: 'text',
    number: 12345,
    true: true,
    ...SOCKET_VALUES,
  })) {
    whole.push(payload({ label: `as ${label}`, value }));
  }
  whole.push(payload({ label: 'own __proto__ key', value: withProtoKey(base) }));
  whole.push(
    payload({
      label: 'constructor.prototype',
      value: { ...base, constructor: { prototype: { isAdmin: true } } },
    }),
  );
  whole.push(payload({ label: 'prototype key', value: { ...base, prototype: { isAdmin: true } } }));
  whole.push(payload({ label: 'every value text', value: mapValues(base, (v) => String(v)) }));

  const fields: SocketCase[] = fieldPieces(shape, base, false).map(payload);
  for (const key of Object.keys(shape)) {
    for (const [label, value] of Object.entries(SOCKET_VALUES)) {
      fields.push(payload({ label: `${key}: ${label}`, value: withField(base, key, value) }));
    }
    const long = longestAccepted(schema, base, key);
    if (long) {
      fields.push(
        payload({ label: `${key}: long ${long.length}`, value: withField(base, key, long) }),
      );
    }
  }
  const room = Math.max(max - whole.length, 0);
  return [...whole, ...sampled(fields, room, rng)];
}

const mapValues = (o: Record<string, unknown>, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

/** `n` of the list, picked by the seeded generator, in their first order. */
function sampled<T>(list: T[], n: number, rng: Random): T[] {
  if (list.length <= n) return list;
  const order = list.map((item, i) => ({ item, i, key: rng.next() }));
  order.sort((a, b) => a.key - b.key);
  return order
    .slice(0, n)
    .sort((a, b) => a.i - b.i)
    .map((o) => o.item);
}

/** A case for a failure message: its label and its arguments, cut short. */
export const describeCase = (c: SocketCase) =>
  `${c.label} :: ${c.args.map(show).join(', ') || '(nothing)'}${c.ack ? '' : ' (no ack)'}`;
