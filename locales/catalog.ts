import type { en } from './en/index';

/** The shape of a catalog: the English one's keys, any words. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalog = Shape<typeof en>;

/** A plural form ('jobs_one', 'jobs_other') is asked for by its base key and a `count`. */
type PluralBase<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** Every key of the catalog, as dotted paths ('chat.send'). */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${PluralBase<K>}`
    : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Paths<typeof en>;

/** Values put into a text's `{{placeholders}}`. */
export type TextParams = Record<string, string | number>;
