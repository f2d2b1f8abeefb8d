import { renderEmail } from '../../lib/email-layout/email-layout';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';
import { type AccountMailTo, securityFooter } from './account-mail';

/** A one-time sign-in code, in the account's language. */
export function loginCodeMail(
  { to, name, language, site }: AccountMailTo,
  code: string,
  lifetimeMinutes: number,
): Mail {
  const say = (key: Parameters<typeof textOf>[1], params?: Parameters<typeof textOf>[2]) =>
    textOf(language, key, params);
  const mail = renderEmail(
    {
      language,
      subject: say('auth.mail.loginCode.subject', { code }),
      name,
      lead: [
        say('auth.mail.loginCode.asked'),
        say('auth.mail.loginCode.code', { code, minutes: lifetimeMinutes }),
        say('auth.mail.loginCode.notYou'),
      ],
      footer: securityFooter(language, site),
    },
    site,
  );
  return { to, ...mail };
}
