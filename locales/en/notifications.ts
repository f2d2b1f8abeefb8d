/** notifications texts in English. */
export const notifications = {} as const;
