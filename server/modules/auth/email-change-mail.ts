import type { Language } from '#locales/languages';
import { textOf } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';
import { escapeHtml, mailHtml } from './mail-html';

type Key = Parameters<typeof textOf>[1];
type Params = Parameters<typeof textOf>[2];

/** To the new address: the link that makes it the login email. */
export function confirmEmailMail(
  to: string,
  link: string,
  lifetimeMinutes: number,
  language: Language = 'en',
): Mail {
  const say = (key: Key, params?: Params) => textOf(language, key, params);
  const minutes = { minutes: lifetimeMinutes };
  const text = [
    say('auth.mail.greeting'),
    '',
    say('auth.mail.confirmEmail.asked'),
    say('auth.mail.confirmEmail.openWithin', minutes),
    link,
    '',
    say('auth.mail.confirmEmail.ignore'),
  ].join('\n');
  const html = mailHtml(
    language,
    `<p>${escapeHtml(say('auth.mail.greeting'))}</p><p>${escapeHtml(say('auth.mail.confirmEmail.asked'))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(say('auth.mail.confirmEmail.link'))}</a> ${escapeHtml(say('auth.mail.confirmEmail.linkNote', minutes))}</p>
<p>${escapeHtml(say('auth.mail.confirmEmail.ignore'))}</p>`,
  );
  return { to, subject: say('auth.mail.confirmEmail.subject'), text, html };
}

/** To the old address: a change was asked, and what to do if it was not the owner. */
export function emailChangeNoticeMail(
  to: string,
  newEmail: string,
  forgotUrl: string,
  language: Language = 'en',
): Mail {
  const say = (key: Key, params?: Params) => textOf(language, key, params);
  const text = [
    say('auth.mail.greeting'),
    '',
    say('auth.mail.emailChangeNotice.asked', { email: newEmail }),
    say('auth.mail.emailChangeNotice.pending'),
    '',
    say('auth.mail.emailChangeNotice.resetText', { url: forgotUrl }),
  ].join('\n');
  // The new address in bold, and the reset words as the link: placed after escaping the text.
  const asked = escapeHtml(say('auth.mail.emailChangeNotice.asked', { email: '\u0001' })).replace(
    '\u0001',
    `<b>${escapeHtml(newEmail)}</b>`,
  );
  const reset = escapeHtml(say('auth.mail.emailChangeNotice.resetHtml'))
    .replace('&lt;resetLink&gt;', `<a href="${escapeHtml(forgotUrl)}">`)
    .replace('&lt;/resetLink&gt;', '</a>');
  const html = mailHtml(
    language,
    `<p>${escapeHtml(say('auth.mail.greeting'))}</p><p>${asked}</p>
<p>${escapeHtml(say('auth.mail.emailChangeNotice.pending'))}</p>
<p>${reset}</p>`,
  );
  return { to, subject: say('auth.mail.emailChangeNotice.subject'), text, html };
}
