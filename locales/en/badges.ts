/** badges texts in English: what a provider's badges mean (decision 0066). */
export const badges = {
  listLabel: 'Badges',
  kinds: {
    phone_verified: 'Verified phone',
    id_verified: 'ID verified',
    top_rated: 'Top rated',
    fast_response: 'Fast response',
  },
  rules: {
    phone_verified:
      'The provider proved its mobile number with a code sent by SMS. The number stays private.',
    id_verified:
      'An admin checked the provider’s CNIC (national identity card). The card’s photos are deleted after the check; only this badge is shown.',
    top_rated:
      'An average rating of {{minAverage}} or more from at least {{minReviews}} reviews in the last {{months}} months.',
    fast_response:
      'Answers a new chat within {{maxMinutes}} minutes: the median over its last {{chats}} chats, once it has at least {{minChats}}.',
  },
  explain: 'What “{{badge}}” means',
} as const;
