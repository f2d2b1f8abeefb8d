/** requests texts in English. */
export const requests = {} as const;
