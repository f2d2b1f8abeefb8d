import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#locales/languages';
import { everyEmail, SAMPLE_SITE, typedSamples } from '../../test/email-samples';
import { textOf } from '../i18n';
import { compiledLayouts } from './compiled-layouts';
import { escapeHtml, htmlOf, renderEmail } from './email-layout';

// Every email the product sends, rendered as each language reads it (decision 0060).
describe.each(LANGUAGES)('every email in %s', (language) => {
  const dir = language === 'ur' ? 'rtl' : 'ltr';
  const samples = everyEmail(language);
  const { recipient } = typedSamples(language);

  it.each(samples.map((s) => [s.name, s] as const))('%s: one layout', (_name, sample) => {
    const { html, text } = sample.mail;
    expect(html).toContain(`<html lang="${language}" dir="${dir}" `);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(`src="${SAMPLE_SITE}/images/logo.png"`);
    // The greeting names the recipient, isolated (a name in the other script keeps its place).
    const hello = textOf(language, 'email.greetingName', { name: `\u2068${recipient}\u2069` });
    expect(html).toContain(`<p>${htmlOf(hello)}</p>`);
    expect(text.startsWith(`${hello}\n`)).toBe(true);
    // The footer: why it came and the settings; a notification's also stops its group.
    const footer = text.slice(text.lastIndexOf('\n--\n'));
    expect(footer).toContain(`${SAMPLE_SITE}/account/settings`);
    expect(html).toContain(`href="${SAMPLE_SITE}/account/settings"`);
    if (sample.footer === 'unsubscribe') {
      expect(footer).toContain(`${SAMPLE_SITE}/unsubscribe?token=`);
      expect(html).toContain(`href="${SAMPLE_SITE}/unsubscribe?token=`);
    } else {
      expect(html).not.toContain('/unsubscribe');
    }
    // No slot left unfilled, no optional part's marker left behind.
    expect(html).not.toMatch(/\{\{\w+\}\}|<!--(if|end):/);
  });

  it.each(samples.map((s) => [s.name, s] as const))(
    '%s: each typed value is isolated in the HTML',
    (_name, sample) => {
      // The body the reader sees, without the preview line mail programs list it by.
      const shown = sample.mail.html.replace(/<div style="display:none;[^"]*">[\s\S]*?<\/div>/, '');
      for (const value of sample.typed) {
        expect(shown).toContain(`<bdi dir="auto">\u2068${escapeHtml(value)}\u2069</bdi>`);
      }
    },
  );

  it('names the service, the request number and the price where an email is about a request', () => {
    const about = samples.filter((s) => s.about);
    expect(about.map((s) => s.name)).toEqual(
      expect.arrayContaining(['offer', 'offer_accepted', 'order_completed', 'new_request']),
    );
    for (const { mail, about: subject } of about) {
      if (!subject) continue;
      expect(mail.text).toContain(
        `${textOf(language, 'email.details.service')}: ${subject.service}`,
      );
      expect(mail.text).toContain(`${textOf(language, 'email.details.request')}: 4711`);
      expect(mail.html).toContain(`<bdi dir="auto">${htmlOf(subject.service)}</bdi>`);
      if (subject.price_minor === null) {
        expect(mail.text).not.toContain(`${textOf(language, 'email.details.price')}:`);
      } else {
        expect(mail.text).toMatch(
          new RegExp(`${textOf(language, 'email.details.price')}: .*2,500`),
        );
      }
    }
  });
});

describe('the category request answer', () => {
  it('has the settings footer saying why it came (it had none)', () => {
    for (const language of LANGUAGES) {
      for (const name of ['category-approved', 'category-rejected']) {
        const mail = everyEmail(language).find((s) => s.name === name)?.mail;
        expect(mail?.text).toContain(textOf(language, 'email.footer.categoryRequest'));
        expect(mail?.html).toContain(htmlOf(textOf(language, 'email.footer.categoryRequest')));
        expect(mail?.html).toContain(`href="${SAMPLE_SITE}/account/settings"`);
      }
    }
  });
});

describe('the layout', () => {
  it('is filled in one pass: a typed "{{footer}}" stays text', () => {
    const mail = renderEmail(
      {
        language: 'en',
        subject: 'A subject',
        name: '{{footer}} <b>',
        lead: ['x'],
        footer: { why: 'why', links: [] },
      },
      SAMPLE_SITE,
    );
    expect(mail.html).toContain('{{footer}} &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('keeps an Urdu email right to left in Urdu fonts, an English one left to right', () => {
    expect(compiledLayouts.ur).toMatch(/<html lang="ur" dir="rtl"/);
    expect(compiledLayouts.ur).toContain("font-family:'Noto Naskh Arabic','Noto Nastaliq Urdu'");
    expect(compiledLayouts.ur).toContain('text-align:right');
    expect(compiledLayouts.en).toMatch(/<html lang="en" dir="ltr"/);
    expect(compiledLayouts.en).not.toContain('fonts.googleapis.com');
  });
});
