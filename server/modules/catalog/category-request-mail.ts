import { ACCOUNT_SETTINGS_PAGE } from '#contracts/email-notifications';
import { isolate } from '#contracts/text-rules';
import type { Language } from '#locales/languages';
import { renderEmail } from '../../lib/email-layout/email-layout';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';

/**
 * The admin's answer to a provider's category request, in the provider's language. An answer
 * to what the provider asked, sent once: nothing to unsubscribe from, so its footer says why
 * it came and links to the email settings (decision 0060).
 */
export function categoryRequestMail(
  request: { email: string; language: Language; first_name: string; title: string },
  answer: 'approved' | 'rejected',
  site: string,
): Mail {
  const { language } = request;
  const say = (key: Parameters<typeof textOf>[1], params?: Parameters<typeof textOf>[2]) =>
    textOf(language, key, params);
  const settings = `${site}${ACCOUNT_SETTINGS_PAGE}`;
  const approved = answer === 'approved';
  const mail = renderEmail(
    {
      language,
      subject: say(approved ? 'catalog.mail.approvedSubject' : 'catalog.mail.rejectedSubject'),
      name: request.first_name,
      lead: [
        say(approved ? 'catalog.mail.approvedText' : 'catalog.mail.rejectedText', {
          title: isolate(request.title),
        }),
      ],
      footer: {
        why: say('email.footer.categoryRequest'),
        links: [
          {
            label: say('email.footer.settingsLink'),
            url: settings,
            textLine: say('email.footer.settings', { url: settings }),
          },
        ],
      },
    },
    site,
  );
  return { to: request.email, ...mail };
}
