import type { Language } from '#locales/languages';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';
import { escapeHtml, mailHtml } from './mail-html';

/** The password reset link, in the account's language. */
export function resetMail(
  to: string,
  link: string,
  lifetimeMinutes: number,
  language: Language = 'en',
): Mail {
  const say = (key: Parameters<typeof textOf>[1], params?: Parameters<typeof textOf>[2]) =>
    textOf(language, key, params);
  const minutes = { minutes: lifetimeMinutes };
  const text = [
    say('auth.mail.greeting'),
    '',
    say('auth.mail.reset.asked'),
    say('auth.mail.reset.openWithin', minutes),
    link,
    '',
    say('auth.mail.reset.ignore'),
  ].join('\n');
  const html = mailHtml(
    language,
    `<p>${escapeHtml(say('auth.mail.greeting'))}</p><p>${escapeHtml(say('auth.mail.reset.asked'))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(say('auth.mail.reset.link'))}</a> ${escapeHtml(say('auth.mail.reset.linkNote', minutes))}</p>
<p>${escapeHtml(say('auth.mail.reset.ignore'))}</p>`,
  );
  return { to, subject: say('auth.mail.reset.subject'), text, html };
}
