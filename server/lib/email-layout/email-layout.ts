import { plainLine } from '#contracts/text-rules';
import type { TextKey } from '#locales/catalog';
import type { Language } from '#locales/languages';
import { textOf } from '../i18n';
import { compiledLayouts } from './compiled-layouts';
import type { OptionalPart, Slot } from './layout-source';

export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * A text for the HTML part: escaped, and each value the catalog isolated (between U+2068 and
 * U+2069: names, titles, addresses, messages, as `isolate()` wraps them) put in a
 * `<bdi dir="auto">` too, so typed English inside Urdu (and the reverse) keeps its punctuation
 * in place even where a mail program drops the invisible marks. The marks stay inside.
 */
export const htmlOf = (text: string) =>
  escapeHtml(text).replace(
    /\u2068[^\u2068\u2069]*\u2069/g,
    (isolated) => `<bdi dir="auto">${isolated}</bdi>`,
  );

/** A paragraph: plain text, or HTML made by the caller from escaped text (a link inside). */
export type Paragraph = string | { text: string; html: string };

/** A link as the button shows it and as the text part writes it (its own line or lines). */
export type EmailAction = { label: string; url: string; textLine: string };

export type EmailContent = {
  language: Language;
  /** The subject, one line (the HTML's title too). */
  subject: string;
  /** The recipient's name for the greeting; null greets without one. */
  name: string | null;
  lead: Paragraph[];
  /** Quoted texts people wrote (a chat digest's messages), each in its own direction. */
  quotes?: string[];
  /** What the email is about, label and value: the service, the request number, the price. */
  details?: { label: string; value: string }[];
  /** Paragraphs after the quotes and details, before the button. */
  closing?: Paragraph[];
  button?: EmailAction;
  /** Paragraphs after the button. */
  after?: Paragraph[];
  footer: {
    /** Why this email came. */
    why: string;
    /** The footer's links: stop these emails, choose which emails (or only the latter). */
    links: EmailAction[];
  };
};

export type RenderedEmail = { subject: string; text: string; html: string };

const textOfParagraph = (p: Paragraph) => (typeof p === 'string' ? p : p.text);
const htmlOfParagraph = (p: Paragraph) => `<p>${typeof p === 'string' ? htmlOf(p) : p.html}</p>`;

/** The greeting line: by name when the recipient has one. */
export function greeting(language: Language, name: string | null): string {
  const trimmed = name?.trim();
  return trimmed
    ? textOf(language, 'email.greetingName', { name: `\u2068${trimmed}\u2069` })
    : textOf(language, 'email.greeting');
}

/** The site's logo, by absolute URL (no image is attached to the email). */
export const logoUrl = (publicUrl: string) => `${publicUrl}/images/logo.png`;

function fill(template: string, slots: Record<Slot, string>, parts: Set<OptionalPart>): string {
  const kept = template.replace(
    /<!--if:(\w+)-->([\s\S]*?)<!--end:\1-->/g,
    (_all, part: OptionalPart, inner: string) => (parts.has(part) ? inner : ''),
  );
  // One pass: a value that happens to hold "{{...}}" is not read as a slot.
  return kept.replace(/\{\{(\w+)\}\}/g, (all, name: string) =>
    name in slots ? slots[name as Slot] : all,
  );
}

/**
 * Every email the product sends, in one layout (decision 0060): the logo, a greeting by name,
 * the lead, what it is about, one button, and a footer saying why it came with its links; in
 * the recipient's language and direction. The text/plain part says the same in the same order.
 */
export function renderEmail(content: EmailContent, publicUrl: string): RenderedEmail {
  const { language } = content;
  const t = (key: TextKey) => textOf(language, key);
  const subject = plainLine(content.subject);
  const hello = greeting(language, content.name);
  const quotes = content.quotes ?? [];
  const details = content.details ?? [];
  const closing = content.closing ?? [];
  const after = content.after ?? [];

  const text = [
    hello,
    '',
    ...content.lead.flatMap((p) => [textOfParagraph(p), '']),
    ...quotes.flatMap((q) => [`> ${q.replace(/\r?\n/g, '\n> ')}`, '']),
    ...(details.length > 0 ? [...details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...closing.flatMap((p) => [textOfParagraph(p), '']),
    ...(content.button ? [content.button.textLine, ''] : []),
    ...after.flatMap((p) => [textOfParagraph(p), '']),
    '--',
    content.footer.why,
    ...content.footer.links.map((l) => l.textLine),
    '',
  ].join('\n');

  const detailsHtml =
    details.length === 0
      ? ''
      : `<table class="details" role="presentation">${details
          .map(
            (d) =>
              `<tr><th scope="row">${htmlOf(d.label)}</th><td><bdi dir="auto">${htmlOf(d.value)}</bdi></td></tr>`,
          )
          .join('')}</table>`;
  const body = [
    `<p>${htmlOf(hello)}</p>`,
    ...content.lead.map(htmlOfParagraph),
    ...quotes.map((q) => `<blockquote class="quote" dir="auto">${escapeHtml(q)}</blockquote>`),
    detailsHtml,
    ...closing.map(htmlOfParagraph),
  ].join('\n');
  const footer = [
    `<p>${htmlOf(content.footer.why)}</p>`,
    `<p>${content.footer.links
      .map((l) => `<a href="${escapeHtml(l.url)}">${htmlOf(l.label)}</a>`)
      .join(' · ')}</p>`,
  ].join('\n');
  const parts = new Set<OptionalPart>();
  if (content.button) parts.add('button');
  if (after.length > 0) parts.add('after');
  const html = fill(
    compiledLayouts[language],
    {
      title: escapeHtml(subject),
      preview: htmlOf(textOfParagraph(content.lead[0] ?? subject)),
      site_url: escapeHtml(`${publicUrl}/`),
      logo_url: escapeHtml(logoUrl(publicUrl)),
      brand: escapeHtml(t('common.brand')),
      body,
      button_url: escapeHtml(content.button?.url ?? ''),
      button_label: htmlOf(content.button?.label ?? ''),
      after: after.map(htmlOfParagraph).join('\n'),
      footer,
    },
    parts,
  );
  return { subject, text, html };
}
