/** sitePages texts in English. */
export const sitePages = {} as const;
