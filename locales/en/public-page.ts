/**
 * A provider's public page and direct requests (issue 28 item 1, decision 0065), under
 * `providers.publicPage`.
 */
export const publicPage = {
  loadFailed: "We could not load this provider's page.",
  notFoundTitle: 'This provider is not listed.',
  notFoundText: 'The provider may have stopped offering services, or the link is not right.',
  browse: 'Find a provider',
  photoOf: 'Photo of {{name}}',
  facts: 'Track record',
  completedJobs: 'Completed jobs',
  lateCancellations: 'Late cancellations',
  lateCount_one: '{{count}} late cancellation in the last {{days}} days',
  lateCount_other: '{{count}} late cancellations in the last {{days}} days',
  lateRule: 'A booking cancelled less than {{hours}} hours before the visit.',
  responseTime: 'Median response time',
  responseNone: 'Not enough requests answered yet',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  responseRule:
    "Over the requests priced in a chat with this provider in the last {{days}} days: the middle of the times from the request being sent to the provider's first message or answer in that chat. Shown from {{min}} requests.",
  aboutResponse: 'How the response time is worked out',
  servicesHeading: 'Services',
  servicesEmpty: 'This provider offers no service right now.',
  requestQuote: 'Request a quote',
  requestQuoteFor: 'Request a quote for {{service}}',
  quoteNote_one:
    'Your request goes to <typed>{{name}}</typed> first: for {{count}} hour, no other provider sees it.',
  quoteNote_other:
    'Your request goes to <typed>{{name}}</typed> first: for {{count}} hours, no other provider sees it.',
  signInNote: 'You log in or sign up as a client first; then the request form opens.',
  reviewsHeading: 'Reviews',
  direct: {
    marker: 'Direct request',
    markerNote: 'This client asked you directly.',
    addressedTo: 'Addressed to <typed>{{name}}</typed>',
    window_one:
      'Only <typed>{{name}}</typed> sees this request for the first {{count}} hour. After that, other providers in your city can send offers too.',
    window_other:
      'Only <typed>{{name}}</typed> sees this request for the first {{count}} hours. After that, other providers in your city can send offers too.',
    keep: 'Keep it for <typed>{{name}}</typed> only',
    keepNote: 'Other providers never see it.',
    notOffered:
      '<typed>{{name}}</typed> works in another city, so this request goes to every provider of the service in the city you chose.',
  },
  errors: {
    directUnavailable: 'This provider does not offer this service in this city now.',
    directOnHold: 'This provider is not taking new requests right now.',
  },
} as const;
