import { directionOf, type Language } from '#locales/languages';

/**
 * The one look of every email the product sends (decision 0060), written in MJML and compiled
 * ahead of time into `compiled-layouts.ts` (`npx tsx scripts/compile-email-layout.ts`; a test
 * fails when that file is stale). The server fills the `{{slot}}`s; it never loads MJML.
 *
 * Slots (each filled with escaped HTML): title, preview, lang_site (the site's address),
 * logo_url, brand, body, button_url, button_label, after, footer. The parts between
 * `<!--if:NAME-->` and `<!--end:NAME-->` are cut when the email has no such part.
 */

/** Fonts that have Urdu's letters (Naskh first, as the app; Nastaliq where a phone has it). */
const URDU_FONTS =
  "'Noto Naskh Arabic','Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting',Tahoma,'Segoe UI',Arial,sans-serif";
const LATIN_FONTS =
  "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','Noto Naskh Arabic',sans-serif";

export const EMAIL_COLOURS = {
  page: '#f1f3f5',
  card: '#ffffff',
  text: '#212529',
  muted: '#495057',
  primary: '#1c7ed6',
  rule: '#dee2e6',
} as const;

export const SLOTS = [
  'title',
  'preview',
  'site_url',
  'logo_url',
  'brand',
  'body',
  'button_url',
  'button_label',
  'after',
  'footer',
] as const;
export type Slot = (typeof SLOTS)[number];

/** Parts an email may leave out. */
export const OPTIONAL_PARTS = ['button', 'after'] as const;
export type OptionalPart = (typeof OPTIONAL_PARTS)[number];

const slot = (name: Slot) => `{{${name}}}`;
const optional = (name: OptionalPart, mjml: string) =>
  `<mj-raw><!--if:${name}--></mj-raw>${mjml}<mj-raw><!--end:${name}--></mj-raw>`;

export function layoutSource(language: Language): string {
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  const fonts = language === 'ur' ? URDU_FONTS : LATIN_FONTS;
  // Arabic script needs taller lines than Latin to keep its dots apart.
  const lineHeight = language === 'ur' ? '1.9' : '1.6';
  const c = EMAIL_COLOURS;
  return `<mjml lang="${language}" dir="${dir}">
  <mj-head>
    <mj-title>${slot('title')}</mj-title>
    <mj-preview>${slot('preview')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${fonts}" />
      <mj-text font-size="16px" line-height="${lineHeight}" color="${c.text}" align="${align}" padding="0 24px" />
      <mj-section padding="0" direction="${dir}" />
      <mj-wrapper direction="${dir}" />
      <mj-column direction="${dir}" />
    </mj-attributes>
    <mj-style>
      p { margin: 0 0 12px; }
      a { color: ${c.primary}; }
      .quote { text-align: start; margin: 0 0 8px; padding: 8px 12px; border-inline-start: 3px solid ${c.rule}; background: ${c.page}; white-space: pre-wrap; overflow-wrap: anywhere; }
      .details { width: 100%; border-collapse: collapse; margin: 4px 0 12px; }
      .details th, .details td { padding: 6px 0; border-top: 1px solid ${c.rule}; vertical-align: top; text-align: start; }
      .details th { width: 1%; font-weight: 400; color: ${c.muted}; padding-inline-end: 12px; white-space: nowrap; }
      .details td { font-weight: 700; overflow-wrap: anywhere; }
      .wrap { overflow-wrap: anywhere; word-break: break-word; }
    </mj-style>
  </mj-head>
  <mj-body background-color="${c.page}" width="600px">
    <mj-section padding="20px 0 12px">
      <mj-column>
        <mj-image src="${slot('logo_url')}" alt="${slot('brand')}" href="${slot('site_url')}" width="48px" height="48px" align="center" padding="0" />
        <mj-text align="center" font-size="18px" font-weight="700" padding="6px 0 0">${slot('brand')}</mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper background-color="${c.card}" border-radius="8px" padding="24px 0 12px">
      <mj-section>
        <mj-column>
          <mj-text css-class="wrap">${slot('body')}</mj-text>
          ${optional('button', `<mj-button href="${slot('button_url')}" background-color="${c.primary}" color="#ffffff" font-size="16px" font-weight="700" border-radius="6px" inner-padding="12px 20px" padding="8px 24px 16px" align="center">${slot('button_label')}</mj-button>`)}
          ${optional('after', `<mj-text css-class="wrap">${slot('after')}</mj-text>`)}
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="16px 0 24px">
      <mj-column>
        <mj-text font-size="13px" color="${c.muted}" css-class="wrap">${slot('footer')}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>
`;
}
