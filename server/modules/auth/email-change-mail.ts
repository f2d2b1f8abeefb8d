import type { Mail } from '../../lib/mailer';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** To the new address: the link that makes it the login email. */
export function confirmEmailMail(to: string, link: string, lifetimeMinutes: number): Mail {
  const text = [
    'Hello,',
    '',
    'Someone asked to make this address the login email of a ServiceHub account.',
    `Open this link within ${lifetimeMinutes} minutes to confirm it:`,
    link,
    '',
    'If it was not you, ignore this email: nothing changes.',
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone asked to make this address the login email of a ServiceHub account.</p>
<p><a href="${escapeHtml(link)}">Confirm this email address</a> (the link works once, for ${lifetimeMinutes} minutes).</p>
<p>If it was not you, ignore this email: nothing changes.</p>`;
  return { to, subject: 'Confirm your new ServiceHub email', text, html };
}

/** To the old address: a change was asked, and what to do if it was not the owner. */
export function emailChangeNoticeMail(to: string, newEmail: string, forgotUrl: string): Mail {
  const text = [
    'Hello,',
    '',
    `Someone asked to change the login email of your ServiceHub account to ${newEmail}.`,
    'It changes only when the link sent to that address is opened; until then you sign in with this address.',
    '',
    `If it was not you, reset your password now (${forgotUrl}): that also cancels the change.`,
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone asked to change the login email of your ServiceHub account to <b>${escapeHtml(newEmail)}</b>.</p>
<p>It changes only when the link sent to that address is opened; until then you sign in with this address.</p>
<p>If it was not you, <a href="${escapeHtml(forgotUrl)}">reset your password now</a>: that also cancels the change.</p>`;
  return { to, subject: 'Your ServiceHub login email is about to change', text, html };
}
