import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { order } from '#contracts/orders';
import { fastSerializer, responseSerializerCompiler } from './response-serializer';

const shape = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tag: z.enum(['a', 'b']).optional(),
  place: z.object({ city: z.string() }).nullable(),
});

const compile = (schema: z.ZodType, check: boolean) =>
  responseSerializerCompiler({ check })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('the response serializer (decision 0106)', () => {
  it('writes what zod writes, and only the schema’s properties', () => {
    const data = { id: 1, name: 'Ali "A"', note: null, place: { city: 'Lahore' }, secret: 'x' };
    const written = compile(z.array(shape), true)([data]);
    expect(JSON.parse(written)).toEqual([
      { id: 1, name: 'Ali "A"', note: null, place: { city: 'Lahore' } },
    ]);
  });

  it('writes the orders answer fast, and keeps zod for a union', () => {
    expect(fastSerializer(z.array(order))).not.toBeNull();
    expect(
      fastSerializer(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])),
    ).toBeNull();
    expect(fastSerializer(z.looseObject({ a: z.string() }))).toBeNull();
  });

  it('refuses, while checking, an answer zod refuses (fast-json-stringify alone writes it)', () => {
    // As an integer, fast-json-stringify would write 1.5 as 1.
    expect(() => compile(shape, true)({ id: 1.5, name: 'x', note: null, place: null })).toThrow();
  });
});
