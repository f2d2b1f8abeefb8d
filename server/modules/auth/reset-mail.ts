import type { Mail } from '../../lib/mailer';

export function resetMail(to: string, link: string, lifetimeMinutes: number): Mail {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your ServiceHub account.',
    `Open this link within ${lifetimeMinutes} minutes to choose a new password:`,
    link,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone asked to reset the password of your ServiceHub account.</p>
<p><a href="${link.replace(/&/g, '&amp;')}">Choose a new password</a> (the link works once, for ${lifetimeMinutes} minutes).</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`;
  return { to, subject: 'Reset your ServiceHub password', text, html };
}
