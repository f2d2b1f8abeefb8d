import type { EmailGroup } from '#contracts/email-notifications';
import type { NotificationKind } from '#contracts/notification-text';
import type { NotificationParams } from '#contracts/notifications';
import { isolate, plainLine, withoutBidiControls } from '#contracts/text-rules';
import type { TextKey } from '#locales/catalog';
import { directionOf, type Language } from '#locales/languages';
import { textOf } from '../../lib/i18n';
import { renderNotification } from '../notifications/notification-render';

export type RenderedEmail = { subject: string; text: string; html: string };

/** Where an email's links lead, as full URLs. */
export type EmailLinks = { open: string; unsubscribe: string; settings: string };

const GROUP_NAMES: Record<EmailGroup, TextKey> = {
  new_jobs: 'email.groups.newJobs',
  messages: 'email.groups.messages',
  offers: 'email.groups.offers',
  offer_answers: 'email.groups.offerAnswers',
  orders: 'email.groups.orders',
  billing: 'email.groups.billing',
};

/** How many unread messages a digest quotes; it counts the others. */
export const DIGEST_QUOTES = 10;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

type Body = {
  /** Paragraphs before the button. */
  lead: string[];
  /** Quoted lines (a digest's messages). */
  quotes?: string[];
  after?: string[];
  button: { label: string; textLine: string };
};

function compose(
  language: Language,
  group: EmailGroup,
  said: string,
  links: EmailLinks,
  body: Body,
): RenderedEmail {
  // One header line with no controls: names in it were isolated, and a row stored before the
  // rule (decision 0046) may hold line breaks or overrides.
  const subject = plainLine(said);
  const t = (key: TextKey, params?: Record<string, string | number>) =>
    textOf(language, key, params);
  const why = t('email.footer.why', { group: t(GROUP_NAMES[group]) });
  const text = [
    t('email.greeting'),
    '',
    ...body.lead.flatMap((p) => [p, '']),
    ...(body.quotes ?? []).flatMap((q) => [`> ${q.replace(/\r?\n/g, '\n> ')}`, '']),
    ...(body.after ?? []).flatMap((p) => [p, '']),
    body.button.textLine,
    '',
    '--',
    why,
    t('email.footer.stop', { url: links.unsubscribe }),
    t('email.footer.settings', { url: links.settings }),
    '',
  ].join('\n');
  const dir = directionOf(language);
  const p = (content: string) => `<p style="margin:0 0 12px">${escapeHtml(content)}</p>`;
  const quotes = (body.quotes ?? [])
    .map(
      (q) =>
        `<blockquote dir="auto" style="margin:0 0 8px;padding:8px 12px;border-inline-start:3px solid #ccc;white-space:pre-wrap">${escapeHtml(q)}</blockquote>`,
    )
    .join('');
  const a = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Noto Naskh Arabic','Noto Sans',Arial,sans-serif;line-height:1.6;color:#222;text-align:start">
${p(t('email.greeting'))}
${body.lead.map(p).join('\n')}
${quotes}
${(body.after ?? []).map(p).join('\n')}
<p style="margin:16px 0"><a href="${escapeHtml(links.open)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(body.button.label)}</a></p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="margin:0 0 8px;font-size:13px;color:#555">${escapeHtml(why)}</p>
<p style="margin:0;font-size:13px">${a(links.unsubscribe, t('email.footer.stopLink'))} · ${a(links.settings, t('email.footer.settingsLink'))}</p>
</body></html>
`;
  return { subject, text, html };
}

/** One notification's email, in the recipient's language. */
export function renderNotificationEmail(input: {
  language: Language;
  currency: string;
  group: EmailGroup;
  kind: NotificationKind;
  params: NotificationParams;
  links: EmailLinks;
}): RenderedEmail {
  const { language, links } = input;
  const said = renderNotification(language, input.currency, {
    kind: input.kind,
    params: input.params,
    message: null,
  });
  return compose(language, input.group, textOf(language, 'email.subject', { text: said }), links, {
    lead: [said],
    button: {
      label: textOf(language, 'email.openButton'),
      textLine: textOf(language, 'email.open', { url: links.open }),
    },
  });
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
}): RenderedEmail {
  const { language, count, links } = input;
  const t = (key: TextKey, params?: Record<string, string | number>) =>
    textOf(language, key, params);
  const quoted = input.quoted.slice(-DIGEST_QUOTES).map(withoutBidiControls);
  const from = isolate(input.from);
  const more = count - quoted.length;
  return compose(
    language,
    'messages',
    count === 1
      ? t('email.digest.subjectOne', { name: from })
      : t('email.digest.subjectOther', { number: count, name: from }),
    links,
    {
      lead: [t('email.digest.intro', { name: from })],
      quotes: quoted,
      after: more > 0 ? [t('email.digest.more', { number: more })] : [],
      button: {
        label: t('email.digest.openButton'),
        textLine: t('email.digest.open', { url: links.open }),
      },
    },
  );
}
