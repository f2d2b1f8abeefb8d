/** email texts in English. */
export const email = {} as const;
