/**
 * What search engines and link previews read of the public pages (decision 0095): titles,
 * descriptions and the preview image's words. Server-only, like the PDF's texts.
 */
export const seo = {
  siteName: 'ServiceHub',
  titleSuffix: '{{title}} | ServiceHub',
  home: {
    title: 'ServiceHub: trusted local service providers',
    description:
      'Find plumbers, electricians, carpenters and cleaners near you. Compare ratings, chat and agree a price before the job.',
  },
  about: {
    title: 'About ServiceHub',
    description:
      'ServiceHub connects people who need work done with skilled local service providers.',
  },
  terms: { title: 'Terms of service', description: 'The terms of using ServiceHub.' },
  privacy: {
    title: 'Privacy policy',
    description: 'What ServiceHub keeps about you, why, and what you can ask of it.',
  },
  findProvider: {
    title: 'Find a service provider',
    description: 'Browse rated service providers by city and service, best rated first.',
  },
  services: {
    title: 'All services',
    description:
      'Every service you can ask for on ServiceHub, by category, with the cities where it is offered.',
  },
  service: {
    title: '{{service}} providers',
    description:
      'Rated {{service}} providers and the cities where they work. Request a quote on ServiceHub.',
  },
  serviceCity: {
    title: '{{service}} in {{city}}',
    description:
      '{{service}} providers in {{city}}, with ratings, reviews and badges. Request a quote and compare offers.',
  },
  provider: {
    title: '{{name}}, {{service}} in {{city}}',
    titleNoService: '{{name}} in {{city}}',
    description: '{{name}} offers {{services}} in {{city}}. {{rating}}',
    rated: 'Rated {{rating}} out of 5 from {{count}} reviews.',
    notRated: 'No reviews yet.',
  },
  notFound: { title: 'Page not found', description: 'This page does not exist on ServiceHub.' },
  image: {
    tagline: 'Trusted local service providers',
  },
} as const;
