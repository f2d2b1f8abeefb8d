/** orders texts in English. */
export const orders = {} as const;
