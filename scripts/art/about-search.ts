// About 3: easy service finding: a magnifying glass enlarging a grid of
// service tiles (the real category badges), with map pins on a route.

import type { Illustration } from './about';
import { badge, badgeDefs } from './icons';
import { brand, type CategoryKey, circle, el, g, linear, path, rect } from './palette';
import { sparkle } from './shapes';

const TILE = 128;
const GAP = 24;
const LEFT = 128;
const TOP = 184;
const LENS = { x: 494, y: 244, r: 86 } as const;

const GRID: ReadonlyArray<CategoryKey> = [
  'cleaning',
  'electrical',
  'plumbing',
  'carpentry',
  'renovation',
  'automotive',
];

function tile(key: CategoryKey, i: number): string {
  const x = LEFT + (i % 3) * (TILE + GAP);
  const y = TOP + Math.floor(i / 3) * (TILE + GAP);
  const size = 72;
  return g(
    {},
    rect(x, y, TILE, TILE, { rx: 20, fill: '#f8f9fa', stroke: '#e9ecef', 'stroke-width': 2 }),
    g(
      { transform: `translate(${x + (TILE - size) / 2} ${y + 14}) scale(${size / 256})` },
      badge(key),
    ),
    rect(x + 28, y + 96, TILE - 56, 8, { rx: 4, fill: '#ced4da' }),
    rect(x + 40, y + 110, TILE - 80, 6, { rx: 3, fill: '#e9ecef' }),
  );
}

function searchBar(): string {
  return g(
    {},
    rect(LEFT, 122, 3 * TILE + 2 * GAP, 42, { rx: 21, fill: '#f1f3f5' }),
    circle(LEFT + 26, 140, 8, { fill: 'none', stroke: brand.primary, 'stroke-width': 3.5 }),
    path(`M${LEFT + 32} 146 l7 7`, {
      stroke: brand.primary,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    rect(LEFT + 50, 138, 120, 8, { rx: 4, fill: '#ced4da' }),
    rect(LEFT + 360, 128, 64, 30, { rx: 15, fill: brand.orange }),
  );
}

function content(): string {
  return g({}, searchBar(), ...GRID.map((key, i) => tile(key, i)));
}

function pin(x: number, y: number, s: number, fill: string): string {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M0 0 C-6 -18 -26 -30 -26 -50 A26 26 0 0 1 26 -50 C26 -30 6 -18 0 0 Z', {
      fill,
      filter: 'url(#about-shadow-sm)',
    }),
    circle(0, -50, 10, { fill: brand.white }),
  );
}

function magnifier(): string {
  const { x, y, r } = LENS;
  const k = r * Math.SQRT1_2;
  return g(
    {},
    path(`M${x + k + 6} ${y + k + 6} L${x + k + 96} ${y + k + 96}`, {
      stroke: brand.navy,
      'stroke-width': 24,
      'stroke-linecap': 'round',
    }),
    path(`M${x + k + 30} ${y + k + 30} L${x + k + 92} ${y + k + 92}`, {
      stroke: brand.orange,
      'stroke-width': 30,
      'stroke-linecap': 'round',
      filter: 'url(#about-shadow-sm)',
    }),
    el('clipPath', { id: 'lens-clip' }, circle(x, y, r)),
    g(
      { 'clip-path': 'url(#lens-clip)' },
      circle(x, y, r, { fill: brand.white }),
      g({ transform: `translate(${x} ${y}) scale(1.5) translate(${-x} ${-y})` }, content()),
      circle(x, y, r, { fill: 'url(#lens-glass)' }),
    ),
    circle(x, y, r, { fill: 'none', stroke: brand.navy, 'stroke-width': 16 }),
    path(
      `M${x - r * 0.62} ${y - r * 0.22} A${r * 0.66} ${r * 0.66} 0 0 1 ${x - r * 0.18} ${y - r * 0.62}`,
      {
        fill: 'none',
        stroke: brand.white,
        'stroke-width': 8,
        'stroke-linecap': 'round',
        opacity: 0.85,
      },
    ),
  );
}

export function searchScene(): Illustration {
  const defs = [
    ...badgeDefs(GRID),
    linear(
      'lens-glass',
      [
        [0, brand.aquaSoft, 0.35],
        [1, brand.primaryLight, 0.12],
      ],
      [0, 0, 1, 1],
    ),
  ];
  const panelW = 3 * TILE + 2 * GAP + 48;
  const body = [
    rect(LEFT - 24, 98, panelW, 410, { rx: 28, fill: brand.white, filter: 'url(#about-shadow)' }),
    content(),
    // Route with pins on the right.
    path('M690 150 C760 210 640 260 700 330 S 740 430 690 470', {
      fill: 'none',
      stroke: brand.primary,
      'stroke-width': 5,
      'stroke-dasharray': '2 14',
      'stroke-linecap': 'round',
    }),
    pin(690, 150, 1.1, brand.orange),
    pin(702, 332, 0.85, brand.primaryLight),
    circle(690, 470, 10, { fill: brand.primary }),
    circle(690, 470, 20, { fill: brand.primary, opacity: 0.2 }),
    magnifier(),
    sparkle(92, 130, 12, { fill: brand.orangeLight }),
    sparkle(760, 250, 9, { fill: brand.primaryLight }),
    sparkle(70, 440, 8, { fill: brand.primaryLight }),
  ];
  return { defs, body };
}
