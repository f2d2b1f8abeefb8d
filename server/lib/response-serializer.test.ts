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
    expect(fastSerializer(z.object({ kind: z.literal('x') }))).toBeNull();
    expect(fastSerializer(z.object({ any: z.unknown() }))).toBeNull();
  });

  it('refuses, while checking, an answer the two write differently', () => {
    // fast-json-stringify writes what an object's toJSON answers; zod writes its properties.
    const item = {
      id: 1,
      name: 'x',
      note: null,
      place: null,
      toJSON: () => ({ id: 2, name: 'y', note: null, place: null }),
    };
    expect(() => compile(shape, true)(item)).toThrow(/the fast serializer wrote/);
  });

  it('writes, unchecked, by fast-json-stringify’s rules where zod would refuse', () => {
    expect(fastSerializer(shape)).not.toBeNull();
    const written = compile(shape, false)({ id: 1.5, name: 'x', note: null, place: null });
    expect(JSON.parse(written)).toEqual({ id: 1, name: 'x', note: null, place: null });
    expect(() => compile(shape, true)({ id: 1.5, name: 'x', note: null, place: null })).toThrow();
  });

  it('leaves to zod a value fast-json-stringify cannot write: an undefined item of an array', () => {
    const tags = z.array(z.string().optional());
    expect(() => fastSerializer(tags)?.(['a', undefined])).toThrow();
    expect(compile(tags, false)(['a', undefined])).toBe('["a",null]');
    expect(compile(tags, true)(['a', undefined])).toBe('["a",null]');
  });

  it('tells, once a route and status, that zod wrote what the fast serializer could not', () => {
    const heard: string[] = [];
    const serialize = responseSerializerCompiler({
      check: false,
      onFallback: (route) => heard.push(route),
    })({ schema: z.array(z.string().optional()), method: 'GET', url: '/x', httpStatus: '200' });
    expect(serialize(['a'])).toBe('["a"]');
    expect(heard).toEqual([]);
    serialize(['a', undefined]);
    serialize([undefined]);
    expect(heard).toEqual(['GET /x 200']);
  });
});
