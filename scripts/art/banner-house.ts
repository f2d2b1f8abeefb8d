// Banner 1: a sunny house with a plumber fixing the outdoor pipe.

import type { Scene } from './banners';
import { wrench } from './logo';
import { brand, circle, g, linear, path, polygon, radial, rect, shadowFilter } from './palette';
import { worker } from './people';
import { cloud, drop, sparkle } from './shapes';

const GROUND = 560;

export function tree(x: number, base: number, s: number, leaf: string, leafDark: string): string {
  return g(
    {},
    rect(x - 7 * s, base - 70 * s, 14 * s, 70 * s, { rx: 5 * s, fill: '#6b4226' }),
    circle(x, base - 110 * s, 46 * s, { fill: leafDark }),
    circle(x - 26 * s, base - 86 * s, 32 * s, { fill: leafDark }),
    circle(x - 6 * s, base - 122 * s, 36 * s, { fill: leaf }),
    circle(x + 24 * s, base - 92 * s, 28 * s, { fill: leaf }),
  );
}

function bush(x: number, base: number, s: number): string {
  return g(
    {},
    circle(x - 22 * s, base - 16 * s, 22 * s, { fill: '#0ca678' }),
    circle(x + 20 * s, base - 14 * s, 20 * s, { fill: '#0ca678' }),
    circle(x, base - 26 * s, 26 * s, { fill: '#20c997' }),
    circle(x - 6 * s, base - 34 * s, 4 * s, { fill: brand.peach }),
    circle(x + 14 * s, base - 20 * s, 4 * s, { fill: brand.white }),
  );
}

function window(x: number, y: number, w: number, h: number): string {
  return g(
    {},
    rect(x - 6, y - 6, w + 12, h + 12, { rx: 6, fill: brand.white }),
    rect(x, y, w, h, { rx: 3, fill: 'url(#house-glass)' }),
    path(`M${x + w / 2} ${y} V${y + h} M${x} ${y + h / 2} H${x + w}`, {
      stroke: brand.white,
      'stroke-width': 6,
    }),
    path(`M${x + 8} ${y + h / 2 - 8} L${x + w / 2 - 10} ${y + 8}`, {
      stroke: brand.white,
      'stroke-width': 4,
      opacity: 0.5,
      'stroke-linecap': 'round',
    }),
    rect(x - 10, y + h + 4, w + 20, 10, { rx: 4, fill: brand.peach }),
  );
}

function house(): string {
  return g(
    { filter: 'url(#house-shadow)' },
    rect(1236, 262, 36, 80, { rx: 4, fill: '#c2410c' }),
    rect(1230, 254, 48, 14, { rx: 4, fill: '#9a3412' }),
    rect(1000, 360, 320, GROUND - 360, { fill: 'url(#house-wall)' }),
    polygon(
      [
        [968, 378],
        [1160, 236],
        [1352, 378],
      ],
      { fill: brand.orange, 'stroke-linejoin': 'round', stroke: brand.orange, 'stroke-width': 14 },
    ),
    path('M960 384 L1160 236 L1360 384', {
      fill: 'none',
      stroke: '#c2410c',
      'stroke-width': 14,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    circle(1160, 318, 24, { fill: brand.white }),
    circle(1160, 318, 17, { fill: 'url(#house-glass)' }),
    window(1034, 410, 70, 66),
    window(1216, 410, 70, 66),
    rect(1126, 456, 68, GROUND - 456, { rx: 6, fill: brand.navy }),
    rect(1134, 466, 52, 36, { rx: 4, fill: brand.navyLight }),
    circle(1180, 516, 5, { fill: brand.yellow }),
    rect(1112, GROUND - 8, 96, 8, { rx: 3, fill: '#adb5bd' }),
  );
}

function pipeWork(): string {
  const pipe = {
    fill: 'none',
    stroke: 'url(#house-pipe)',
    'stroke-width': 24,
    'stroke-linejoin': 'round',
  } as const;
  return g(
    {},
    path('M1318 452 H1418 Q1446 452 1446 480 V572', pipe),
    rect(1330, 440, 14, 24, { rx: 3, fill: '#868e96' }),
    rect(1432, 508, 28, 16, { rx: 4, fill: '#868e96' }),
    // Valve wheel on the elbow.
    circle(1432, 452, 22, { fill: 'none', stroke: '#e03131', 'stroke-width': 7 }),
    path('M1410 452 H1454 M1432 430 V474', { stroke: '#e03131', 'stroke-width': 5 }),
    circle(1432, 452, 7, { fill: '#c92a2a' }),
    // Little leak the plumber is fixing.
    drop(1476, 512, 8, { fill: brand.aqua }),
    drop(1492, 540, 6, { fill: brand.aqua, opacity: 0.8 }),
    drop(1470, 552, 5, { fill: brand.aqua, opacity: 0.7 }),
  );
}

function toolbox(x: number, y: number): string {
  return g(
    {},
    path(`M${x + 24} ${y} V${y - 16} H${x + 66} V${y}`, {
      fill: 'none',
      stroke: brand.navy,
      'stroke-width': 7,
    }),
    rect(x, y, 90, 46, { rx: 7, fill: '#e03131' }),
    rect(x, y, 90, 14, { rx: 7, fill: '#c92a2a' }),
    rect(x + 38, y + 10, 14, 10, { rx: 2, fill: brand.peach }),
  );
}

export function houseScene(): Scene {
  const defs = [
    linear('house-wall', [
      [0, brand.cream],
      [1, '#f1e4d3'],
    ]),
    linear('house-glass', [
      [0, brand.aquaSoft],
      [1, brand.primaryLight],
    ]),
    linear('house-pipe', [
      [0, '#dee2e6'],
      [0.5, '#f8f9fa'],
      [1, '#adb5bd'],
    ]),
    linear('house-ground', [
      [0, '#12a1a8'],
      [1, '#0b6e78'],
    ]),
    radial('house-sun', [
      [0, brand.peach, 0.9],
      [0.45, brand.orangeLight, 0.35],
      [1, brand.orange, 0],
    ]),
    shadowFilter('house-shadow', 10, 12, 0.25, brand.ink),
  ];
  const plumberTool = g(
    { transform: 'translate(66 -176) rotate(130) scale(0.6) translate(-48 0)' },
    wrench('#ced4da', 'banner-wrench'),
  );
  const body = [
    circle(1440, 150, 160, { fill: 'url(#house-sun)' }),
    circle(1440, 150, 58, { fill: brand.peach }),
    cloud(930, 170, 1.2, { fill: brand.white, opacity: 0.85 }),
    cloud(1280, 120, 0.8, { fill: brand.white, opacity: 0.7 }),
    cloud(720, 96, 0.7, { fill: brand.white, opacity: 0.35 }),
    path('M480 540 Q760 420 1040 470 Q1300 520 1600 400 V640 H480 Z', {
      fill: brand.primaryDark,
      opacity: 0.75,
    }),
    tree(880, GROUND + 4, 1.2, '#20c997', '#0ca678'),
    tree(1540, GROUND + 4, 0.95, '#20c997', '#0ca678'),
    path(`M0 ${GROUND} Q800 ${GROUND - 26} 1600 ${GROUND - 6} V640 H0 Z`, {
      fill: 'url(#house-ground)',
    }),
    bush(960, GROUND + 6, 1),
    house(),
    bush(1040, GROUND + 8, 0.8),
    bush(1282, GROUND + 8, 0.9),
    path(`M1122 ${GROUND} L1198 ${GROUND} L1240 640 L1080 640 Z`, {
      fill: brand.peach,
      opacity: 0.35,
    }),
    pipeWork(),
    toolbox(1334, 522),
    worker(
      1520,
      600,
      1.0,
      {
        shirt: brand.orange,
        overalls: brand.navyLight,
        cap: brand.yellow,
        raised: true,
        flip: true,
      },
      plumberTool,
    ),
    sparkle(1010, 280, 12, { fill: brand.white, opacity: 0.9 }),
    sparkle(1370, 300, 9, { fill: brand.peach }),
    drop(1080, 250, 10, { fill: brand.aqua, opacity: 0.8 }),
  ];
  return {
    sky: [
      [0, '#0b3d4f'],
      [0.5, brand.primary],
      [1, '#3bc9db'],
    ],
    defs,
    body,
    accent: brand.aqua,
  };
}
