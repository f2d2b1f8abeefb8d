/** providers texts in English. */
export const providers = {} as const;
