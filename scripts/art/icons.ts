// Category icons: a rounded-square badge in the category colour with a bold
// white glyph. Glyphs are drawn in a 256x256 space centred on (128, 128) so
// they can be re-used (scaled) inside other illustrations.

import {
  brand,
  type CategoryKey,
  categories,
  circle,
  ellipse,
  g,
  linear,
  path,
  polygon,
  rect,
  shadowFilter,
  svgDoc,
} from './palette';
import { drop, sparkle } from './shapes';

const W = '#ffffff';

/** Faucet on a wall flange with a falling water drop. */
export function plumbingGlyph(tint: string, ink: string): string {
  return g(
    {},
    rect(44, 92, 22, 60, { rx: 7, fill: W }),
    path('M60 122 H150 Q180 122 180 152 V160', {
      fill: 'none',
      stroke: W,
      'stroke-width': 30,
    }),
    rect(160, 156, 40, 14, { rx: 5, fill: W }),
    rect(104, 84, 16, 30, { fill: W }),
    rect(78, 70, 68, 18, { rx: 9, fill: W }),
    circle(112, 79, 5, { fill: ink }),
    drop(180, 212, 17, { fill: tint }),
    ellipse(173, 209, 4, 7, { fill: W, opacity: 0.7 }),
  );
}

/** A bold lightning bolt inside a thin ring. */
export function electricalGlyph(tint: string, _ink: string): string {
  const boltPts: ReadonlyArray<readonly [number, number]> = [
    [148, 40],
    [72, 140],
    [120, 140],
    [100, 216],
    [184, 110],
    [136, 110],
    [160, 40],
  ];
  return g(
    {},
    circle(128, 128, 88, { fill: 'none', stroke: tint, 'stroke-width': 8, opacity: 0.55 }),
    polygon(boltPts, { fill: W, 'stroke-linejoin': 'round', stroke: W, 'stroke-width': 6 }),
  );
}

/** Hand saw crossed with a claw hammer. */
export function carpentryGlyph(tint: string, ink: string): string {
  const teeth: string[] = [];
  for (let x = 222; x > 88; x -= 13.4) {
    const y0 = 128 + ((222 - x) / 134) * 22;
    teeth.push(`L${x - 6.7} ${y0 + 9} L${x - 13.4} ${y0}`);
  }
  const saw = g(
    { transform: 'rotate(-45 128 128)' },
    path(`M84 100 H218 Q228 100 226 110 L222 128 ${teeth.join(' ')} L84 154 Z`, { fill: W }),
    circle(206, 113, 5, { fill: ink, opacity: 0.45 }),
    path('M24 100 Q24 88 36 88 H80 Q90 88 90 98 V156 Q90 166 80 166 H46 Q30 166 26 150 Z', {
      fill: tint,
    }),
    rect(40, 106, 32, 40, { rx: 12, fill: ink }),
  );
  const hammer = g(
    { transform: 'rotate(-45 128 128)' },
    rect(113, 66, 30, 166, { rx: 13, fill: ink }),
    rect(117, 74, 22, 154, { rx: 10, fill: tint }),
    path('M100 40 H150 Q186 40 206 66 Q182 62 150 72 H100 Z', {
      fill: W,
      stroke: ink,
      'stroke-width': 6,
      'stroke-linejoin': 'round',
    }),
    rect(64, 30, 42, 52, { rx: 8, fill: W, stroke: ink, 'stroke-width': 6 }),
  );
  return g({ transform: 'translate(6 8)' }, saw, hammer);
}

/** Trigger spray bottle with sparkles in the mist. */
export function cleaningGlyph(tint: string, ink: string): string {
  return g(
    {},
    path(
      'M78 142 Q78 118 100 112 H136 Q158 118 158 142 V206 Q158 220 144 220 H92 Q78 220 78 206 Z',
      {
        fill: W,
      },
    ),
    rect(100, 92, 36, 24, { rx: 4, fill: W }),
    path('M92 94 V70 Q92 58 106 58 H164 L178 74 L142 82 V94 Z', { fill: W }),
    rect(176, 64, 12, 14, { rx: 3, fill: W }),
    path('M140 84 Q146 108 160 116', {
      fill: 'none',
      stroke: W,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }),
    rect(92, 146, 52, 46, { rx: 10, fill: tint }),
    path('M104 170 l10 10 l18 -20', {
      fill: 'none',
      stroke: ink,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    sparkle(210, 60, 20, { fill: W }),
    sparkle(214, 116, 13, { fill: tint }),
    sparkle(190, 148, 9, { fill: W }),
  );
}

/** Paint roller with a dripping painted stroke. */
export function renovationGlyph(tint: string, ink: string): string {
  return g(
    {},
    rect(50, 52, 128, 52, { rx: 18, fill: W }),
    rect(64, 64, 100, 10, { rx: 5, fill: tint }),
    rect(174, 66, 12, 24, { rx: 4, fill: W }),
    path('M186 78 H206 V128 H128 V150', {
      fill: 'none',
      stroke: W,
      'stroke-width': 12,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    rect(112, 146, 32, 74, { rx: 13, fill: W }),
    rect(118, 160, 20, 4, { rx: 2, fill: ink, opacity: 0.35 }),
    rect(118, 172, 20, 4, { rx: 2, fill: ink, opacity: 0.35 }),
    path(
      'M66 104 H160 V112 Q160 120 152 120 Q146 120 146 128 Q146 136 138 136 Q130 136 130 128 V116 H66 Z',
      {
        fill: tint,
      },
    ),
  );
}

/** Side view of a compact car. */
export function automotiveGlyph(tint: string, ink: string): string {
  return g(
    {},
    path(
      'M36 166 V146 Q36 130 54 127 L82 122 L108 90 Q116 80 130 80 H166 Q180 80 188 92 L206 122 Q224 126 224 144 V166 Q224 174 216 174 H44 Q36 174 36 166 Z',
      { fill: W },
    ),
    path('M98 122 L116 98 Q120 92 128 92 H142 V122 Z', { fill: tint }),
    path('M154 122 V92 H164 Q172 92 176 98 L190 122 Z', { fill: tint }),
    rect(44, 138, 16, 10, { rx: 4, fill: brand.yellow }),
    rect(208, 138, 12, 10, { rx: 4, fill: '#ff8787' }),
    rect(140, 136, 16, 5, { rx: 2.5, fill: ink, opacity: 0.35 }),
    circle(84, 174, 26, { fill: ink }),
    circle(84, 174, 15, { fill: W }),
    circle(84, 174, 5, { fill: ink }),
    circle(178, 174, 26, { fill: ink }),
    circle(178, 174, 15, { fill: W }),
    circle(178, 174, 5, { fill: ink }),
  );
}

type Glyph = (tint: string, ink: string) => string;

export const glyphs: Record<CategoryKey, Glyph> = {
  plumbing: plumbingGlyph,
  electrical: electricalGlyph,
  carpentry: carpentryGlyph,
  cleaning: cleaningGlyph,
  renovation: renovationGlyph,
  automotive: automotiveGlyph,
};

/** Glyph for a category drawn in its own colours, in 256-space. */
export function categoryGlyph(key: CategoryKey): string {
  const c = categories[key];
  return glyphs[key](c.tint, c.dark);
}

/** Gradient and filter definitions needed by badge(); include once per document. */
export function badgeDefs(keys: ReadonlyArray<CategoryKey>): string[] {
  return [
    ...keys.map((key) =>
      linear(
        `bg-${key}`,
        [
          [0, categories[key].light],
          [1, categories[key].dark],
        ],
        [0, 0, 1, 1],
      ),
    ),
    linear('shine', [
      [0, W, 0.3],
      [0.7, W, 0],
    ]),
    shadowFilter('glyph-shadow', 4, 4, 0.25, brand.ink),
  ];
}

/** The rounded-square category badge with its glyph, in 256-space. */
export function badge(key: CategoryKey): string {
  return g(
    {},
    rect(8, 8, 240, 240, { rx: 60, fill: `url(#bg-${key})` }),
    path('M8 68 Q8 8 68 8 H188 Q248 8 248 68 V96 Q128 140 8 96 Z', { fill: 'url(#shine)' }),
    circle(128, 136, 96, { fill: W, opacity: 0.08 }),
    rect(8, 8, 240, 240, {
      rx: 60,
      fill: 'none',
      stroke: W,
      'stroke-opacity': 0.18,
      'stroke-width': 3,
    }),
    g(
      {
        filter: 'url(#glyph-shadow)',
        transform: 'translate(128 128) scale(0.9) translate(-128 -128)',
      },
      categoryGlyph(key),
    ),
  );
}

/** Full 256x256 badge icon for one category. */
export function drawIcon(key: CategoryKey): string {
  return svgDoc(256, 256, badgeDefs([key]), [badge(key)]);
}
