/** billing texts in English. */
export const billing = {} as const;
