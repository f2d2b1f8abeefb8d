/** catalog texts in English. */
export const catalog = {} as const;
