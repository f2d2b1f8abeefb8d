/**
 * A client's saved providers and "Hire again" (issue 30 item 5, decision 0081), under
 * `providers.favourites`.
 */
export const favourites = {
  save: 'Save {{name}}',
  savedName: 'Saved: {{name}}',
  saveShort: 'Save',
  savedShort: 'Saved',
  saveFailed: 'The provider was not saved. Please try again.',
  removeFailed: 'The provider was not removed from your list. Please try again.',
  title: 'Saved providers',
  intro: 'The providers you saved, to hire them again.',
  loadFailed: 'Your saved providers could not be loaded.',
  what: 'saved providers',
  emptyTitle: 'You have not saved anyone yet',
  emptyText: 'Save a provider from their page or from an order to find them here.',
  browse: 'Find a provider',
  jobsTogether_one: '{{count}} job together',
  jobsTogether_other: '{{count}} jobs together',
  noJobsYet: 'No jobs together yet',
  request: 'Request a quote',
  remove: 'Remove',
  removeName: 'Remove {{name}}',
  hireAgain: 'Hire again',
  prefilled: 'Filled in from your order #{{id}}. Change anything before you send it.',
  noLongerOffered:
    '<typed>{{name}}</typed> does not offer this service now, so this request goes to every provider of it in the city you choose.',
} as const;
