import { ACCOUNT_SETTINGS_PAGE } from '#contracts/email-notifications';
import type { Language } from '#locales/languages';
import type { EmailContent } from '../../lib/email-layout/email-layout';
import { textOf } from '../../lib/i18n';

/** Who an account's mail goes to, greeted by name, in its language; `site` the public URL. */
export type AccountMailTo = {
  to: string;
  name: string | null;
  language: Language;
  site: string;
};

/**
 * The footer of the mails about an account's security (reset links, sign-in codes, email
 * changes): they come only when someone acted on the account and cannot be turned off, so it
 * says so and links to the email settings instead of an unsubscribe link (decision 0060).
 */
export function securityFooter(language: Language, site: string): EmailContent['footer'] {
  const settings = `${site}${ACCOUNT_SETTINGS_PAGE}`;
  return {
    why: textOf(language, 'email.footer.security'),
    links: [
      {
        label: textOf(language, 'email.footer.settingsLink'),
        url: settings,
        textLine: textOf(language, 'email.footer.settings', { url: settings }),
      },
    ],
  };
}
