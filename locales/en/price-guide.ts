/** Price guides (decision 0083): what a service usually costs in a city. */
export const priceGuide = {
  range: 'Usually {{low}} – {{high}}',
  basis: 'Middle half of {{orders}} prices accepted in {{city}} in the last {{days}} days',
  basisShort: 'from {{orders}} orders in the last {{days}} days',
};
