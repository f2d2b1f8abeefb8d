import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { PublicProviderPage } from '#contracts/public-providers';
import type { Language } from '#locales/languages';
import { escapeHtml } from './head-tags';

/** sharp (a native library) loads with the first preview, not with the server (decision 0110). */
const loadSharp = async () => (await import('sharp')).default;

/**
 * Link preview images (decision 0095): 1200×630 PNGs, what WhatsApp, Facebook and X show of a
 * shared link. A provider's shows the photo, the name, the city, the stars and the number of
 * reviews; the site's the brand. Their only words are the name and the city as the page reads
 * them (the city in the page's language), digits and the brand.
 */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const SITE_PREVIEW_PATH = '/og/site.png';

const BRAND = '#1c7ed6';
const INK = '#1f2937';
const STAR = '#f59f00';
const PHOTO = 360;

const fontsDir = () => {
  const require = createRequire(import.meta.url);
  return (family: string) =>
    `${require.resolve(`@fontsource/${family}/package.json`).replace(/package\.json$/, '')}files/`;
};
/** The fonts the app ships (their WOFF files): Latin, and the Arabic script of Urdu names. */
const FONTS = {
  latin: () => `${fontsDir()('noto-sans')}noto-sans-latin-700-normal.woff`,
  arabic: () => `${fontsDir()('noto-naskh-arabic')}noto-naskh-arabic-arabic-700-normal.woff`,
};
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
/**
 * The app's Naskh file (the browser's Arabic subset) lacks four Urdu letters: each is drawn as
 * its nearest Arabic letter rather than as an empty box.
 */
const NEAREST_LETTER: Record<string, string> = {
  '\u06c1': '\u0647',
  '\u06c2': '\u0647',
  '\u06d2': '\u0649',
  '\u06d3': '\u0649',
};
const drawable = (text: string) =>
  text.replace(/[\u06c1\u06c2\u06d2\u06d3]/g, (c) => NEAREST_LETTER[c] ?? c);

/** What a provider's image shows; its version changes with any of it. */
const shown = (page: PublicProviderPage) => [
  page.sp_id,
  page.fullname,
  page.city,
  page.photo,
  page.averageRating,
  page.reviewCount,
];

export const previewVersion = (page: PublicProviderPage) =>
  createHash('sha256')
    .update(JSON.stringify(shown(page)))
    .digest('hex')
    .slice(0, 12);

/**
 * The provider's preview address, versioned: a new photo, name, city or rating is a new address.
 * The Urdu page's shows the city in Urdu.
 */
export const providerPreviewPath = (page: PublicProviderPage, language: Language) =>
  `/og/providers/${page.sp_id}.png?v=${previewVersion(page)}${language === 'ur' ? '&lang=ur' : ''}`;

/** One line of text as a transparent PNG, in the font of its script, at most `width` wide. */
async function textImage(text: string, points: number, color: string, width: number) {
  const arabic = ARABIC_SCRIPT.test(text);
  const sharp = await loadSharp();
  const rendered = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeHtml(arabic ? drawable(text) : text)}</span>`,
      fontfile: arabic ? FONTS.arabic() : FONTS.latin(),
      font: `${arabic ? 'Noto Naskh Arabic' : 'Noto Sans'} Bold ${points}`,
      rgba: true,
      dpi: 72,
      width,
      wrap: 'none',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return rendered;
}

const STAR_PATH = 'M24 2l6.9 14 15.1 2.2-11 10.7 2.6 15.1L24 36.9 10.4 44l2.6-15.1L2 18.2 17.1 16z';

/** Five stars, filled to the rating (to the half), as SVG. */
function starsSvg(rating: number | null, x: number, y: number) {
  const filled = rating === null ? 0 : Math.round(rating * 2) / 2;
  return Array.from({ length: 5 }, (_, i) => {
    const fill = filled >= i + 1 ? 1 : filled >= i + 0.5 ? 0.5 : 0;
    const at = `translate(${x + i * 58} ${y}) scale(1.1)`;
    return `<g transform="${at}">
      <path d="${STAR_PATH}" fill="#e5e7eb"/>
      ${fill > 0 ? `<path d="${STAR_PATH}" fill="${STAR}" clip-path="url(#${fill === 1 ? 'full' : 'half'})"/>` : ''}
    </g>`;
  }).join('');
}

function providerSvg(page: PublicProviderPage) {
  const { width, height } = PREVIEW_SIZE;
  const rating = page.averageRating !== null && page.reviewCount > 0 ? page.averageRating : null;
  const figures = rating === null ? '–' : `${rating.toFixed(1)}  (${page.reviewCount})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <clipPath id="full"><rect x="0" y="0" width="48" height="48"/></clipPath>
      <clipPath id="half"><rect x="0" y="0" width="24" height="48"/></clipPath>
    </defs>
    <rect width="${width}" height="${height}" fill="#f8fafc"/>
    <rect width="${width}" height="16" fill="${BRAND}"/>
    <rect y="${height - 90}" width="${width}" height="90" fill="${BRAND}"/>
    <text x="60" y="${height - 32}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="#ffffff">ServiceHub</text>
    ${starsSvg(rating, 480, 330)}
    <text x="780" y="372" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="${INK}">${escapeHtml(figures)}</text>
  </svg>`;
}

/** The provider's initials on a coloured disc, when there is no photo. */
function initialsSvg(name: string) {
  const initials = name
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO}" height="${PHOTO}">
    <circle cx="${PHOTO / 2}" cy="${PHOTO / 2}" r="${PHOTO / 2}" fill="${BRAND}"/>
    <text x="50%" y="56%" text-anchor="middle" dominant-baseline="middle" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="140" font-weight="700" fill="#ffffff">${escapeHtml(initials)}</text>
  </svg>`);
}

const circleMask = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO}" height="${PHOTO}"><circle cx="${PHOTO / 2}" cy="${PHOTO / 2}" r="${PHOTO / 2}" fill="#fff"/></svg>`,
);

async function roundPhoto(photo: Buffer | null, name: string): Promise<Buffer> {
  const sharp = await loadSharp();
  if (!photo) return sharp(initialsSvg(name)).png().toBuffer();
  return sharp(photo)
    .rotate()
    .resize(PHOTO, PHOTO, { fit: 'cover' })
    .composite([{ input: circleMask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The provider's preview PNG. A photo that cannot be read gives the initials instead. */
export async function renderProviderPreview(
  page: PublicProviderPage,
  photo: Buffer | null,
): Promise<Buffer> {
  const face = await roundPhoto(photo, page.fullname).catch(() => roundPhoto(null, page.fullname));
  const [name, city] = await Promise.all([
    textImage(page.fullname, 60, INK, 660),
    textImage(page.city, 40, '#4b5563', 660),
  ]);
  const sharp = await loadSharp();
  return sharp(Buffer.from(providerSvg(page)))
    .composite([
      { input: face, left: 70, top: 95 },
      { input: name.data, left: 480, top: 140 },
      { input: city.data, left: 480, top: 140 + name.info.height + 20 },
    ])
    .png()
    .toBuffer();
}

/** The site's preview PNG: the brand and its line (English: the Urdu font lacks a letter). */
export async function renderSitePreview(tagline: string): Promise<Buffer> {
  const { width, height } = PREVIEW_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${BRAND}"/>
    <text x="50%" y="45%" text-anchor="middle" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="110" font-weight="700" fill="#ffffff">ServiceHub</text>
    <text x="50%" y="62%" text-anchor="middle" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="48" fill="#e7f5ff">${escapeHtml(tagline)}</text>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
