/** auth texts in English. */
export const auth = {} as const;
