// Shared colours and tiny SVG-string helpers for the build-time artwork.
// Every image is plain SVG markup (no text, no external assets) so that it
// renders identically anywhere resvg runs.

export const brand = {
  primary: '#0c8599',
  primaryLight: '#15aabf',
  primaryDark: '#0b7285',
  primaryDeep: '#095c6b',
  mist: '#e3fafc',
  aqua: '#99e9f2',
  aquaSoft: '#c5f6fa',
  orange: '#f76707',
  orangeLight: '#ff922b',
  peach: '#ffd8a8',
  navy: '#1b2a41',
  navyLight: '#2a3d5a',
  navySoft: '#3b5275',
  white: '#ffffff',
  cream: '#fff9f0',
  ink: '#10192a',
  grey: '#adb5bd',
  greyLight: '#e9ecef',
  skin: '#f1c27d',
  skinShade: '#d9a066',
  green: '#40c057',
  yellow: '#ffd43b',
} as const;

export interface Category {
  name: string;
  /** Badge gradient: light (top-left) to dark (bottom-right). */
  light: string;
  dark: string;
  /** Secondary tint used for details inside the glyph. */
  tint: string;
}

export const categories = {
  plumbing: {
    name: 'Plumbing Services',
    light: '#4dabf7',
    dark: '#1864ab',
    tint: '#a5d8ff',
  },
  electrical: {
    name: 'Electrical Services',
    light: '#fcc419',
    dark: '#e67700',
    tint: '#fff3bf',
  },
  carpentry: {
    name: 'Carpentry Services',
    light: '#c98a5a',
    dark: '#7a4520',
    tint: '#f3d9c0',
  },
  cleaning: {
    name: 'Cleaning Services',
    light: '#38d9a9',
    dark: '#087f5b',
    tint: '#c3fae8',
  },
  renovation: {
    name: 'Home Renovation Services',
    light: '#9775fa',
    dark: '#5f3dc4',
    tint: '#e5dbff',
  },
  automotive: {
    name: 'Automotive Services',
    light: '#ff6b6b',
    dark: '#c92a2a',
    tint: '#ffe3e3',
  },
} as const satisfies Record<string, Category>;

export type CategoryKey = keyof typeof categories;

/** File-name slug: lowercase, whitespace runs turned into hyphens. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export type Attrs = Record<string, string | number | undefined>;

function attrString(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
}

/** Build one SVG element; children are already-serialised markup. */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const open = `<${tag}${attrString(attrs)}`;
  return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${tag}>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);

export const path = (d: string, attrs: Attrs = {}): string => el('path', { d, ...attrs });

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  attrs: Attrs = {},
): string => el('rect', { x, y, width, height, ...attrs });

export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...attrs });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  attrs: Attrs = {},
): string => el('ellipse', { cx, cy, rx, ry, ...attrs });

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, ...attrs });

export const polygon = (
  points: ReadonlyArray<readonly [number, number]>,
  attrs: Attrs = {},
): string => el('polygon', { points: points.map(([x, y]) => `${x},${y}`).join(' '), ...attrs });

/** Gradient stops as [offset 0..1, colour, opacity?]. */
export type Stop = readonly [number, string, number?];

function stops(list: ReadonlyArray<Stop>): string[] {
  return list.map(([offset, color, opacity]) =>
    el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
  );
}

/** Linear gradient in objectBoundingBox units (0..1 coordinates). */
export function linear(
  id: string,
  list: ReadonlyArray<Stop>,
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  return el('linearGradient', { id, x1, y1, x2, y2 }, ...stops(list));
}

/** Radial gradient in objectBoundingBox units. */
export function radial(
  id: string,
  list: ReadonlyArray<Stop>,
  [cx, cy, r]: readonly [number, number, number] = [0.5, 0.5, 0.5],
): string {
  return el('radialGradient', { id, cx, cy, r }, ...stops(list));
}

/** Soft drop shadow filter usable as filter="url(#id)". */
export function shadowFilter(
  id: string,
  dy: number,
  blur: number,
  opacity: number,
  color = '#000',
): string {
  return el(
    'filter',
    { id, x: '-30%', y: '-30%', width: '160%', height: '160%' },
    el('feDropShadow', {
      dx: 0,
      dy,
      stdDeviation: blur,
      'flood-color': color,
      'flood-opacity': opacity,
    }),
  );
}

/** Gaussian blur filter, handy for glows. */
export function blurFilter(id: string, amount: number): string {
  return el(
    'filter',
    { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
    el('feGaussianBlur', { stdDeviation: amount }),
  );
}

/** Wrap content into a complete SVG document of the given size. */
export function svgDoc(
  width: number,
  height: number,
  defs: ReadonlyArray<string>,
  body: ReadonlyArray<string>,
): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
    },
    el('defs', {}, ...defs),
    ...body,
  );
}

/** Small deterministic PRNG (mulberry32) so renders are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
