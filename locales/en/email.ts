/** email texts in English. */
export const email = {
  greeting: 'Hello,',
  subject: 'ServiceHub: {{text}}',
  open: 'Open it in ServiceHub: {{url}}',
  openButton: 'Open ServiceHub',
  digest: {
    subjectOne: 'ServiceHub: 1 unread message from {{name}}',
    subjectOther: 'ServiceHub: {{number}} unread messages from {{name}}',
    intro: 'You have messages from {{name}} on ServiceHub that you have not read yet:',
    more: 'These are the newest; {{number}} earlier ones are in the chat.',
    open: 'Read and answer: {{url}}',
    openButton: 'Read and answer',
  },
  footer: {
    why: 'You get this email because emails about {{group}} are on for your ServiceHub account.',
    stop: 'Stop these emails: {{url}}',
    stopLink: 'Stop these emails',
    settings: 'Choose which emails you get: {{url}}',
    settingsLink: 'Choose which emails you get',
  },
  /** Each group as the footer and the unsubscribe page name it. */
  groups: {
    messages: 'new messages',
    offers: 'new offers and requests',
    offerAnswers: 'answers to offers',
    orders: 'changes to your orders',
    billing: 'invoices and payments',
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
