/** The public landing pages (decision 0094): the service catalog, a service, a service in a city. */
export const landing = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  services: {
    title: 'All services',
    lead: 'Every service you can ask for, by category. Pick one to see who offers it near you.',
    empty: 'No services are offered yet.',
    serviceLink: '{{service}} providers',
  },
  service: {
    lead: 'Skilled {{service}} providers, rated by the clients they worked for.',
    citiesTitle: 'Cities where {{service}} is offered',
    cityLink: '{{service}} in {{city}}',
    noCities: 'No provider offers {{service}} yet. Check again soon.',
    topTitle: 'Top rated {{service}} providers',
  },
  serviceCity: {
    title: '{{service}} in {{city}}',
    lead: '{{service}} providers in {{city}}, best rated first.',
    count_one: '{{count}} provider shown',
    count_other: '{{count}} providers shown',
    priceGuide:
      'Most {{service}} jobs in {{city}} cost {{low}} to {{high}} (last 90 days, {{orders}} orders).',
    requestQuote: 'Request a quote',
    requestQuoteLead: 'Describe the job once and providers in {{city}} send you their offers.',
    empty: 'No provider offers {{service}} in {{city}} yet.',
    emptyHint: 'Post a request anyway: providers who join soon will see it, or try another city.',
    otherCities: 'Other cities for {{service}}',
    more: 'Show more providers',
  },
  notFound: {
    title: 'Page not found',
    text: 'This service or city is not on offer. See all services instead.',
    back: 'See all services',
  },
  loadFailed: 'This page could not be loaded. Try again.',
  errors: {
    slugInvalid: 'This address does not name a service or city.',
    serviceNotFound: 'This service is not on offer.',
    cityNotFound: 'This city is not on the list.',
  },
} as const;
