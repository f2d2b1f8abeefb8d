/** Texts of the app's shell: language, connection, generic states and actions. */
export const common = {
  language: {
    label: 'Language',
    switchTo: 'Switch the language to {{name}}',
  },
  time: {
    justNow: 'just now',
    onMoment: 'on {{moment}}',
  },
  network: {
    offline: 'You are offline. Check your connection and try again.',
    unreachable: 'We could not reach ServiceHub. Check your connection and try again.',
    timeout: 'ServiceHub did not answer in time. Check your connection and try again.',
  },
  validation: {
    wholeNumber: 'must be a positive whole number',
    tooLong: 'must be at most {{maximum}} characters',
    noNul: 'must not contain NUL characters',
  },
  genericFailure: 'Something went wrong on our side. Please try again.',
  networkFailure: 'We could not reach the server. Check your connection and try again.',
} as const;
