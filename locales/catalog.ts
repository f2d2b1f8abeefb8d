import type { en } from './en/index';

/** The shape of a catalog: the English one's keys, any words. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalog = Shape<typeof en>;

/** Every key of the catalog, as dotted paths ('chat.send'). */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Paths<typeof en>;

/** Values put into a text's `{{placeholders}}`. */
export type TextParams = Record<string, string | number>;
