import type { z } from 'zod';
import type { RouteEntry } from '../lib/route-inventory';
import {
  ALL_VALUES,
  fieldMutations,
  type Good,
  MISSING,
  type Mutation,
  type Random,
  sample,
  shapeOf,
  show,
  WRONG_TYPES,
  withField,
} from './hostile-values';

/** One part of a request as generated, and whether it alone makes the request invalid. */
export type Piece = { label: string; bad: boolean };
export type BodyPiece = Piece & { type?: string; payload?: string | Buffer };

/** How an upload route reads its form (its fields schema is not on the route). */
export type UploadSpec = { fileField: string; fields?: z.ZodType; optional?: boolean };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of the objects an array schema holds, if it holds objects. */
function elementShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod: { def: { type: string; element?: z.ZodType } } })._zod
    .def;
  if (def.type === 'array' && def.element) return shapeOf(def.element);
  const inner = (def as { innerType?: z.ZodType }).innerType;
  return inner ? elementShape(inner) : undefined;
}

/**
 * `base` changed one field at a time: each field missing, of every wrong type, hostile text,
 * bad ids; in JSON also the fields of objects inside arrays, and unknown extra fields.
 */
export function fieldPieces(
  shape: Record<string, z.ZodType>,
  base: Record<string, unknown>,
  textual: boolean,
): Mutation[] {
  const out: Mutation[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    for (const m of fieldMutations(key, textual)) {
      out.push({ label: `${key}: ${m.label}`, value: withField(base, key, m.value) });
    }
    const inner = elementShape(schema);
    const list = base[key];
    if (textual || !inner || !Array.isArray(list) || !isObject(list[0])) continue;
    const item = list[0];
    for (const innerKey of Object.keys(inner)) {
      for (const v of [MISSING, ...WRONG_TYPES.slice(0, 6), 'abc', -1]) {
        out.push({
          label: `${key}[0].${innerKey}: ${show(v)}`,
          value: withField(base, key, [withField(item, innerKey, v)]),
        });
      }
    }
    out.push({ label: `${key}: 1000 items`, value: withField(base, key, Array(1000).fill(item)) });
    out.push({ label: `${key}: [null]`, value: withField(base, key, [null]) });
    out.push({ label: `${key}: []`, value: withField(base, key, []) });
  }
  if (!textual) {
    out.push({ label: 'extra isAdmin', value: { ...base, isAdmin: true, role: 'admin' } });
    out.push({
      label: 'extra actor ids',
      value: { ...base, user_id: 1, sp_id: 1, actor: 'admin' },
    });
    out.push({ label: 'extra long key', value: { ...base, ['k'.repeat(5000)]: 1 } });
  }
  return out;
}

/** A valid body with one to three fields set to random hostile values (or left out). */
export function randomFields(route: RouteEntry, good: Good, rng: Random): Mutation {
  const schema = route.zod.body as z.ZodType;
  const shape = shapeOf(schema) ?? {};
  let value = sample(schema, '', good) as Record<string, unknown>;
  const keys = Object.keys(shape);
  const changes: string[] = [];
  const count = 1 + rng.int(3);
  for (let i = 0; i < count; i++) {
    const key = rng.next() < 0.85 && keys.length ? rng.pick(keys) : `extra${rng.int(100)}`;
    const v = rng.next() < 0.15 ? MISSING : rng.pick(ALL_VALUES);
    value = withField(value, key, v);
    changes.push(`${key}=${show(v)}`);
  }
  return { label: `random ${changes.join(', ')}`, value };
}
