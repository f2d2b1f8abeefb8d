import type { EmailGroup } from '#contracts/email-notifications';
import type { NotificationKind } from '#contracts/notification-text';
import type { NotificationParams } from '#contracts/notifications';
import { isolate, withoutBidiControls } from '#contracts/text-rules';
import type { TextKey } from '#locales/catalog';
import type { Language } from '#locales/languages';
import {
  type EmailContent,
  type RenderedEmail,
  renderEmail,
} from '../../lib/email-layout/email-layout';
import { textOf } from '../../lib/i18n';
import { renderNotification, textTools } from '../notifications/notification-render';

export type { RenderedEmail };

/** Where an email's links lead, as full URLs; `site` is the public base URL (the logo's). */
export type EmailLinks = { site: string; open: string; unsubscribe: string; settings: string };

/** What an email about a request, an offer or an order names (decision 0060). */
export type EmailSubject = {
  /** The service, in the recipient's language. */
  service: string;
  request_id: number;
  /** The offer's, the agreed or the settled price; null while none is (a new request). */
  price_minor: number | null;
};

const GROUP_NAMES: Record<EmailGroup, TextKey> = {
  new_jobs: 'email.groups.newJobs',
  messages: 'email.groups.messages',
  offers: 'email.groups.offers',
  offer_answers: 'email.groups.offerAnswers',
  orders: 'email.groups.orders',
  billing: 'email.groups.billing',
  account: 'email.groups.account',
};

/** How many unread messages a digest quotes; it counts the others. */
export const DIGEST_QUOTES = 10;

/** A notification email's footer: why it came, stop this group (signed link), all settings. */
function footerOf(language: Language, group: EmailGroup, links: EmailLinks) {
  const t = (key: TextKey, params?: Record<string, string | number>) =>
    textOf(language, key, params);
  return {
    why: t('email.footer.why', { group: t(GROUP_NAMES[group]) }),
    links: [
      {
        label: t('email.footer.stopLink'),
        url: links.unsubscribe,
        textLine: t('email.footer.stop', { url: links.unsubscribe }),
      },
      {
        label: t('email.footer.settingsLink'),
        url: links.settings,
        textLine: t('email.footer.settings', { url: links.settings }),
      },
    ],
  };
}

function detailsOf(
  language: Language,
  currency: string,
  subject: EmailSubject | null | undefined,
): EmailContent['details'] {
  if (!subject) return [];
  const t = (key: TextKey) => textOf(language, key);
  return [
    { label: t('email.details.service'), value: subject.service },
    { label: t('email.details.request'), value: String(subject.request_id) },
    ...(subject.price_minor === null
      ? []
      : [
          {
            label: t('email.details.price'),
            value: textTools(language, currency).money(subject.price_minor),
          },
        ]),
  ];
}

/** One notification's email, in the recipient's language. */
export function renderNotificationEmail(input: {
  language: Language;
  currency: string;
  group: EmailGroup;
  kind: NotificationKind;
  params: NotificationParams;
  links: EmailLinks;
  /** The recipient's name, for the greeting. */
  name: string | null;
  /** The request, offer or order it is about; null for other subjects (an invoice). */
  subject?: EmailSubject | null;
}): RenderedEmail {
  const { language, links } = input;
  const said = renderNotification(language, input.currency, {
    kind: input.kind,
    params: input.params,
    message: null,
  });
  return renderEmail(
    {
      language,
      subject: textOf(language, 'email.subject', { text: said }),
      name: input.name,
      lead: [said],
      details: detailsOf(language, input.currency, input.subject),
      button: {
        label: textOf(language, 'email.openButton'),
        url: links.open,
        textLine: textOf(language, 'email.open', { url: links.open }),
      },
      footer: footerOf(language, input.group, links),
    },
    links.site,
  );
}

/** A chat's unread messages in one email, in the recipient's language. */
export function renderDigestEmail(input: {
  language: Language;
  from: string;
  /** How many messages are unread. */
  count: number;
  /** The newest of them, oldest first, quoted in full (at most DIGEST_QUOTES are shown). */
  quoted: string[];
  links: EmailLinks;
  /** The recipient's name, for the greeting. */
  name: string | null;
}): RenderedEmail {
  const { language, count, links } = input;
  const t = (key: TextKey, params?: Record<string, string | number>) =>
    textOf(language, key, params);
  const quoted = input.quoted.slice(-DIGEST_QUOTES).map(withoutBidiControls);
  const from = isolate(input.from);
  const more = count - quoted.length;
  return renderEmail(
    {
      language,
      subject:
        count === 1
          ? t('email.digest.subjectOne', { name: from })
          : t('email.digest.subjectOther', { number: count, name: from }),
      name: input.name,
      lead: [t('email.digest.intro', { name: from })],
      quotes: quoted,
      button: {
        label: t('email.digest.openButton'),
        url: links.open,
        textLine: t('email.digest.open', { url: links.open }),
      },
      closing: more > 0 ? [t('email.digest.more', { number: more })] : [],
      footer: footerOf(language, 'messages', links),
    },
    links.site,
  );
}
