/** admin texts in English. */
export const admin = {} as const;
