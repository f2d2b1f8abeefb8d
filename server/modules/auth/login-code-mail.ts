import type { Language } from '#locales/languages';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';
import { escapeHtml, mailHtml } from './mail-html';

/** A one-time sign-in code, in the account's language. */
export function loginCodeMail(
  to: string,
  code: string,
  lifetimeMinutes: number,
  language: Language = 'en',
): Mail {
  const say = (key: Parameters<typeof textOf>[1], params?: Parameters<typeof textOf>[2]) =>
    textOf(language, key, params);
  const lines = [
    say('auth.mail.greeting'),
    say('auth.mail.loginCode.asked'),
    say('auth.mail.loginCode.code', { code, minutes: lifetimeMinutes }),
    say('auth.mail.loginCode.notYou'),
  ];
  const html = mailHtml(language, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'));
  return {
    to,
    subject: say('auth.mail.loginCode.subject', { code }),
    text: lines.join('\n\n'),
    html,
  };
}
