import { renderEmail } from '../../lib/email-layout/email-layout';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';
import { type AccountMailTo, securityFooter } from './account-mail';

/** The password reset link, in the account's language. */
export function resetMail(
  { to, name, language, site }: AccountMailTo,
  link: string,
  lifetimeMinutes: number,
): Mail {
  const say = (key: Parameters<typeof textOf>[1], params?: Parameters<typeof textOf>[2]) =>
    textOf(language, key, params);
  const minutes = { minutes: lifetimeMinutes };
  const mail = renderEmail(
    {
      language,
      subject: say('auth.mail.reset.subject'),
      name,
      lead: [say('auth.mail.reset.asked')],
      button: {
        label: say('auth.mail.reset.link'),
        url: link,
        textLine: `${say('auth.mail.reset.openWithin', minutes)}\n${link}`,
      },
      after: [say('auth.mail.reset.linkNote', minutes), say('auth.mail.reset.ignore')],
      footer: securityFooter(language, site),
    },
    site,
  );
  return { to, ...mail };
}
