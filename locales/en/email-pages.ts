/** The email texts the browser shows too: the groups' names and the unsubscribe page. */
export const emailPages = {
  /** Each group as the footer and the unsubscribe page name it. */
  groups: {
    newJobs: 'new jobs for your services',
    messages: 'new messages',
    offers: 'new offers and counter-offers',
    offerAnswers: 'answers to offers',
    orders: 'changes to your orders',
    billing: 'invoices and payments',
    account: 'your account',
  },
  /** The page an email's unsubscribe link opens, signed in or not. */
  unsubscribe: {
    title: 'Stop emails',
    loading: 'Checking your link…',
    question: 'Stop the emails about {{group}}?',
    explain:
      'We will no longer email you about {{group}}. The bell in the app still shows them, and you can turn the emails back on in your account settings.',
    confirm: 'Stop these emails',
    done: 'Done: we no longer email you about {{group}}.',
    alreadyOff: 'The emails about {{group}} are already off.',
    invalid:
      'This link is not valid or has expired. Sign in and change your email settings instead.',
    settingsLink: 'Open account settings',
    home: 'Go to the home page',
  },
} as const;
