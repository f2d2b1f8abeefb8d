/** Search of services and providers, and the admin's synonyms (decision 0082). */
export const search = {
  validation: {
    queryRequired: 'Type what you are looking for.',
    termRequired: 'Type the word people search for.',
    expansionRequired: 'Type the words it should also find.',
  },
  errors: {
    synonymExists: '"{{term}}" is a synonym already. Remove it first to change it.',
    noLetters: 'Use letters or digits.',
  },
} as const;
