/** publicSite texts in English. */
export const publicSite = {} as const;
