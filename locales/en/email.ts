import { emailPages } from './email-pages';

/** email texts in English; those the browser shows too are in ./email-pages. */
export const email = {
  greeting: 'Hello,',
  greetingName: 'Hello {{name}},',
  /** What an email about a request, offer or order names (decision 0060). */
  details: {
    service: 'Service',
    request: 'Request number',
    price: 'Price',
  },
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
    /** Emails nobody can turn off: they come only when the person acted (decision 0060). */
    security:
      'This email is about the security of your ServiceHub account, so it comes even when other emails are off.',
    categoryRequest:
      'You get this email because you asked for a new category on ServiceHub; it comes once, with the answer.',
  },
  ...emailPages,
} as const;
