import type { Language } from '#locales/languages';
import { scriptSafeJson } from '../../lib/script-safe-json';

/** What search engines and link previews read of a public page (decision 0095). */
export type PageHead = {
  /** 301: the page moved to `location` (an old slug); 404: unknown, answered with this head. */
  status: 200 | 301 | 404;
  /** Absolute; only with 301. */
  location?: string;
  language: Language;
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  alternates: { en: string; ur: string; 'x-default': string };
  image: { url: string; width: number; height: number; alt: string };
  ogType: 'website' | 'profile';
  jsonLd: object[];
};

const OG_LOCALE: Record<Language, string> = { en: 'en_US', ur: 'ur_PK' };

/** Text and attribute values made safe inside HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The HTML inside <head> for a page's head, every value escaped. */
export function headTags(head: PageHead): string {
  const other: Language = head.language === 'en' ? 'ur' : 'en';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.status === 404 ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(['en', 'ur', 'x-default'] as const).map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(head.alternates[lang])}">`,
    ),
    meta('property', 'og:site_name', 'ServiceHub'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    ...head.jsonLd.map((ld) => `<script type="application/ld+json">${scriptSafeJson(ld)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}
