/** chat texts in English. */
export const chat = {} as const;
