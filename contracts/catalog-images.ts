/**
 * Where a catalog entry's icon lives, kept apart from the schemas so the pages that only show
 * icons do not load the validation library.
 */

/**
 * The icon file of a category: its lowercased name with spaces turned into hyphens (the
 * spec's rule). Accents are dropped and any other punctuation becomes a hyphen too, so a name
 * like "Plumbing & Heating" still gives a safe file name.
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Names of the drawn site images: no catalog entry may take one (its icon would replace them). */
export const RESERVED_IMAGE_NAMES = [
  'logo',
  'home-1',
  'home-2',
  'home-3',
  'about-1',
  'about-2',
  'about-3',
];

/** A name that gives a usable image file name (at least one letter or digit). */
export const hasSlug = (name: string) => categorySlug(name).length > 0;

export function categoryImagePath(name: string): string {
  return `/images/${encodeURIComponent(categorySlug(name))}.png`;
}
