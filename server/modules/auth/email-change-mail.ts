import { isolate } from '#contracts/text-rules';
import { escapeHtml, htmlOf, renderEmail } from '../../lib/email-layout/email-layout';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';
import { type AccountMailTo, securityFooter } from './account-mail';

type Key = Parameters<typeof textOf>[1];
type Params = Parameters<typeof textOf>[2];

/** To the new address: the link that makes it the login email. */
export function confirmEmailMail(
  { to, name, language, site }: AccountMailTo,
  link: string,
  lifetimeMinutes: number,
): Mail {
  const say = (key: Key, params?: Params) => textOf(language, key, params);
  const minutes = { minutes: lifetimeMinutes };
  const mail = renderEmail(
    {
      language,
      subject: say('auth.mail.confirmEmail.subject'),
      name,
      lead: [say('auth.mail.confirmEmail.asked')],
      button: {
        label: say('auth.mail.confirmEmail.link'),
        url: link,
        textLine: `${say('auth.mail.confirmEmail.openWithin', minutes)}\n${link}`,
      },
      after: [
        say('auth.mail.confirmEmail.linkNote', minutes),
        say('auth.mail.confirmEmail.ignore'),
      ],
      footer: securityFooter(language, site),
    },
    site,
  );
  return { to, ...mail };
}

/** To the old address: a change was asked, and what to do if it was not the owner. */
export function emailChangeNoticeMail(
  { to, name, language, site }: AccountMailTo,
  newEmail: string,
  forgotUrl: string,
): Mail {
  const say = (key: Key, params?: Params) => textOf(language, key, params);
  // The new address is typed text: isolated (an address inside Urdu keeps its order), in bold.
  const asked = say('auth.mail.emailChangeNotice.asked', { email: isolate(newEmail) });
  const askedHtml = htmlOf(say('auth.mail.emailChangeNotice.asked', { email: '\u0001' })).replace(
    '\u0001',
    `<b>${htmlOf(isolate(newEmail))}</b>`,
  );
  // The reset words as the link: placed after escaping the text.
  const resetHtml = escapeHtml(say('auth.mail.emailChangeNotice.resetHtml'))
    .replace('&lt;resetLink&gt;', `<a href="${escapeHtml(forgotUrl)}">`)
    .replace('&lt;/resetLink&gt;', '</a>');
  const mail = renderEmail(
    {
      language,
      subject: say('auth.mail.emailChangeNotice.subject'),
      name,
      lead: [
        { text: asked, html: askedHtml },
        say('auth.mail.emailChangeNotice.pending'),
        {
          text: say('auth.mail.emailChangeNotice.resetText', { url: forgotUrl }),
          html: resetHtml,
        },
      ],
      footer: securityFooter(language, site),
    },
    site,
  );
  return { to, ...mail };
}
