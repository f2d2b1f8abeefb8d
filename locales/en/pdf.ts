/** pdf texts in English. */
export const pdf = {} as const;
