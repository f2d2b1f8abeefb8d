import { ADMIN_ROLE_TEXT, type AdminRole } from '#contracts/admins';
import type { Language } from '#locales/languages';
import { renderEmail } from '../../lib/email-layout/email-layout';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';

/** The invitation to become an admin (decision 0072): its one-time link, in the owner's language. */
export function adminInviteMail(
  to: { email: string; role: AdminRole; language: Language; site: string },
  link: string,
  hours: number,
): Mail {
  const { language, site } = to;
  const say = (key: Parameters<typeof textOf>[1], params?: Parameters<typeof textOf>[2]) =>
    textOf(language, key, params);
  const role = say(ADMIN_ROLE_TEXT[to.role]);
  const mail = renderEmail(
    {
      language,
      subject: say('admins.mail.subject'),
      name: null,
      lead: [say('admins.mail.invited', { role })],
      button: {
        label: say('admins.mail.link'),
        url: link,
        textLine: `${say('admins.mail.openWithin', { hours })}\n${link}`,
      },
      after: [
        say('admins.mail.signIn', { email: `\u2068${to.email}\u2069` }),
        say('admins.mail.ignore'),
      ],
      footer: { why: say('admins.mail.why'), links: [] },
    },
    site,
  );
  return { to: to.email, ...mail };
}
