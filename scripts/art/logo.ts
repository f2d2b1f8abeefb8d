// ServiceHub brand mark: a white house on a teal rounded square with an
// orange wrench inside it. No text, so it renders without fonts.

import { brand, circle, el, g, linear, path, rect, shadowFilter, svgDoc } from './palette';

/** Open-end wrench lying horizontally, centred on the origin (length ~150). */
export function wrench(fill: string, id = 'wrench-cut'): string {
  const mask = el(
    'mask',
    { id, maskUnits: 'userSpaceOnUse', x: -120, y: -60, width: 240, height: 120 },
    rect(-120, -60, 240, 120, { fill: '#fff' }),
    // Jaw opening on the left head.
    rect(-104, -10, 38, 20, { fill: '#000' }),
    circle(-66, 0, 10, { fill: '#000' }),
    // Hanging hole on the right end.
    circle(62, 0, 7, { fill: '#000' }),
  );
  return g(
    {},
    el('defs', {}, mask),
    g(
      { mask: `url(#${id})`, fill },
      circle(-66, 0, 31),
      rect(-60, -14, 124, 28, { rx: 14 }),
      circle(62, 0, 19),
    ),
  );
}

/** The logo's gradients and shadow, shared by the logo and the app icons (app-icons.ts). */
export function logoDefs(): string[] {
  return [
    linear(
      'logo-bg',
      [
        [0, brand.primaryLight],
        [0.55, brand.primary],
        [1, brand.primaryDeep],
      ],
      [0, 0, 1, 1],
    ),
    linear('logo-shine', [
      [0, '#ffffff', 0.28],
      [0.7, '#ffffff', 0],
    ]),
    linear('logo-house', [
      [0, '#ffffff'],
      [1, brand.mist],
    ]),
    shadowFilter('logo-shadow', 6, 6, 0.28, brand.ink),
  ];
}

/** The house's outline on the logo's 256 x 256 canvas. */
export const HOUSE_PATH =
  'M128 46 Q136 46 142 51 L210 108 Q218 115 212 122 Q207 128 198 124 L194 122 V196 Q194 212 178 212 H78 Q62 212 62 196 V122 L58 124 Q49 128 44 122 Q38 115 46 108 L114 51 Q120 46 128 46 Z';

/** The mark on the tile: chimney, house and wrench (within x 38..218, y 46..212 of 256). */
export function logoMark(): string[] {
  return [
    // Chimney behind the roof.
    rect(160, 62, 22, 40, { rx: 5, fill: brand.mist, filter: 'url(#logo-shadow)' }),
    path(HOUSE_PATH, { fill: 'url(#logo-house)', filter: 'url(#logo-shadow)' }),
    g({ transform: 'translate(128 154) rotate(135) scale(0.68)' }, wrench(brand.orange)),
  ];
}

export function drawLogo(): string {
  const body = [
    rect(8, 8, 240, 240, { rx: 60, fill: 'url(#logo-bg)' }),
    path('M8 68 Q8 8 68 8 H188 Q248 8 248 68 V92 Q128 132 8 92 Z', { fill: 'url(#logo-shine)' }),
    ...logoMark(),
  ];
  return svgDoc(256, 256, logoDefs(), body);
}
