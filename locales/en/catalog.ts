/** The catalog: categories and services as clients browse them, the admin's refusals, and the mails about category requests. */
export const catalog = {
  categories: {
    title: 'Categories',
    intro: 'Pick a category to see its services and request help.',
    loadFailed: 'We could not load the categories.',
    none: 'No services available at the moment. Please check back later!',
  },
  category: {
    notFound: 'Category not found.',
    loadFailed: 'We could not load this category.',
    servicesFailed: 'We could not load the services.',
    noServices: 'No services are available in this category yet.',
    seeProviders: 'See the providers of {{name}} →',
    breadcrumb: 'Breadcrumb',
  },
  service: {
    request: 'Request this service →',
  },
  validation: {
    nameNeedsLetterOrDigit: 'The name must contain a letter or a digit.',
  },
  /** What the server answers when it refuses (its English is the API's `error.message`). */
  errors: {
    serviceNotFound: 'Service not found.',
    nameReserved: '"{{name}}" is reserved. Choose another name.',
    nameUsed:
      '"{{name}}" is already used by a category or service (or one with a very similar name).',
    nameExists: '"{{name}}" already exists.',
    activateNeedsService: 'Add at least one active service before activating this category.',
    lastActiveService:
      'This is the last active service of an active category. Deactivate the category first.',
    categoryImageRequired: 'Choose an image (PNG, JPEG or WebP) for the category.',
    serviceImageRequired: 'Choose an image (PNG, JPEG or WebP) for the service.',
    requestHandled: 'This request was already handled.',
    tooManyRequests:
      'You already have {{count}} requests waiting for review. Please wait for an answer.',
    categoryExists: 'A category with this name already exists.',
    cityNotFound: 'City not found.',
    cityExists: 'A city named "{{name}}" already exists.',
    cityInUse: 'This city is in use by providers or requests, so it cannot be removed.',
  },
  /** The mails a provider gets when the admin answers its category request. */
  mail: {
    approvedSubject: 'Your category request was approved',
    approvedText:
      'Your request for the category "{{title}}" was approved. It will appear once its services are added.',
    rejectedSubject: 'Your category request',
    rejectedText: 'Your request for the category "{{title}}" was not approved this time.',
  },
} as const;
