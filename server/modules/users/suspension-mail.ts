import { isolate } from '#contracts/text-rules';
import type { SuspensionReason } from '#contracts/users';
import type { Language } from '#locales/languages';
import { type Paragraph, renderEmail } from '../../lib/email-layout/email-layout';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';
import { type AccountMailTo, securityFooter } from '../auth/account-mail';

/** The login page, which a reinstated account's mail opens. */
const LOGIN_PAGE = '/Login';

/** The admin's note, as typed (isolated: a Latin note in an Urdu mail keeps its order). */
const noteLine = (
  language: Language,
  key: 'users.mail.suspended.note' | 'users.mail.reinstated.note',
  note: string,
): Paragraph[] => (note === '' ? [] : [textOf(language, key, { note: isolate(note) })]);

/**
 * To a suspended account (decision 0068), in its language: the reason's words, the admin's
 * note, what a suspension means and how to answer. Like the account's security mails, it
 * cannot be turned off.
 */
export function suspendedMail(
  { to, name, language, site }: AccountMailTo,
  reason: SuspensionReason,
  note: string,
): Mail {
  const reasonWords = textOf(language, `users.reasons.${reason}`);
  const mail = renderEmail(
    {
      language,
      subject: textOf(language, 'users.mail.suspended.subject'),
      name,
      lead: [
        textOf(language, 'users.mail.suspended.lead', { reason: reasonWords }),
        ...noteLine(language, 'users.mail.suspended.note', note),
      ],
      after: [
        textOf(language, 'users.mail.suspended.meaning'),
        textOf(language, 'users.mail.suspended.mistake'),
      ],
      footer: securityFooter(language, site),
    },
    site,
  );
  return { to, ...mail };
}

/** To a reinstated account, in its language: it can sign in again. */
export function reinstatedMail({ to, name, language, site }: AccountMailTo, note: string): Mail {
  const login = `${site}${LOGIN_PAGE}`;
  const mail = renderEmail(
    {
      language,
      subject: textOf(language, 'users.mail.reinstated.subject'),
      name,
      lead: [
        textOf(language, 'users.mail.reinstated.lead'),
        ...noteLine(language, 'users.mail.reinstated.note', note),
      ],
      button: {
        label: textOf(language, 'users.mail.reinstated.signIn'),
        url: login,
        textLine: `${textOf(language, 'users.mail.reinstated.signIn')}: ${login}`,
      },
      footer: securityFooter(language, site),
    },
    site,
  );
  return { to, ...mail };
}
