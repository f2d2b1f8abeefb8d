import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = { [key: string]: unknown };

/**
 * JSON Schema keywords fast-json-stringify would decide between at run time, or write otherwise
 * than zod: `const` replaces the value by the constant, `propertyNames` is not applied.
 */
const NOT_EXACT = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'const', 'propertyNames'];

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes a nullable) as X with `null` among its types;
 * answers undefined for a schema that still asks for a choice, or for an object that lets
 * unnamed properties through beside named ones (their order is the data's, not the schema's).
 */
function plain(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(plain);
    return items.includes(undefined) ? undefined : items;
  }
  if (typeof schema !== 'object' || schema === null) return schema;
  let node = schema as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(node).length === 1) {
    const other = anyOf.find((s) => s.type !== 'null');
    if (other && anyOf.some((s) => s.type === 'null') && typeof other.type === 'string') {
      node = { ...other, type: [other.type, 'null'] };
    }
  }
  if (NOT_EXACT.some((keyword) => keyword in node)) return undefined;
  // `{}` (z.unknown, z.any): zod writes whatever is there, undefined included.
  if (Object.keys(node).length === 0) return undefined;
  if (node.properties !== undefined && node.additionalProperties !== false) return undefined;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    const converted = plain(value);
    if (converted === undefined) return undefined;
    out[key] = converted;
  }
  return out;
}

/** fast-json-stringify's serializer of what `schema` outputs, or null where it cannot be exact. */
export function fastSerializer(schema: ZodType): Serialize | null {
  try {
    const { $schema: _, ...root } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    const json = plain(root);
    return json === undefined ? null : (fastJson(json as JsonSchema) as Serialize);
  } catch {
    return null;
  }
}

/**
 * Fastify's serializer compiler for the routes' zod response schemas (decision 0106). An answer
 * is written by fast-json-stringify from the schema's JSON Schema, which writes only the
 * schema's properties, without zod copying every object of the answer first; a schema it
 * cannot write exactly (a union, an object open to unnamed properties) keeps zod's serializer.
 * The fast serializer of a route is made at its first answer. With `check` (the tests), each
 * answer is written both ways and must come out as the same JSON (keys in any order), so every
 * answer the tests see holds the two to each other.
 */
export function responseSerializerCompiler({
  check,
  onFallback = () => {},
}: {
  check: boolean;
  /** Hears, once a route and status, that zod wrote an answer the fast serializer could not. */
  onFallback?: (route: string, err: unknown) => void;
}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route) as Serialize;
    let fast: Serialize | null | undefined;
    let fellBack = false;
    // A value fast-json-stringify cannot write (an undefined item of an array of optional
    // strings) is written by zod, as JSON.stringify writes it (null).
    const write = (data: unknown, serialize: Serialize) => {
      try {
        return serialize(data);
      } catch (err) {
        const written = viaZod(data);
        if (!fellBack) {
          fellBack = true;
          onFallback(`${route.method} ${route.url} ${route.httpStatus}`, err);
        }
        return written;
      }
    };
    return (data: unknown) => {
      if (fast === undefined) fast = fastSerializer(route.schema);
      if (fast === null) return viaZod(data);
      if (!check) return write(data, fast);
      const expected = viaZod(data);
      const written = write(data, fast);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}
