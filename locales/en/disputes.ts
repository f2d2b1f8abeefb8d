/** disputes texts in English. */
export const disputes = {} as const;
