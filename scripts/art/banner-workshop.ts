// Banner 3: a room being renovated and cleaned: a painter rolling a fresh
// coat on the wall, a step ladder with a paint can, a mop bucket and sparkles.

import type { Scene } from './banners';
import { cleaningGlyph } from './icons';
import { brand, categories, circle, ellipse, g, line, linear, path, radial, rect } from './palette';
import { worker } from './people';
import { sparkle } from './shapes';

const FLOOR = 520;

function room(): string {
  const planks: string[] = [];
  for (let y = FLOOR + 24; y < 640; y += 30) {
    planks.push(line(0, y, 1600, y));
  }
  for (let i = 0; i < 14; i++) {
    const y = FLOOR + 8 + (i % 4) * 30;
    const x = 620 + ((i * 173) % 980);
    planks.push(line(x, y, x, y + 16));
  }
  return g(
    {},
    rect(0, 0, 1600, FLOOR, { fill: 'url(#shop-wall)' }),
    // Freshly painted part of the wall, with a soft rolled edge.
    path(
      `M1214 ${FLOOR} V240 Q1200 210 1216 180 Q1202 150 1218 120 Q1204 90 1220 60 Q1206 30 1222 0 H1600 V${FLOOR} Z`,
      { fill: 'url(#shop-fresh)' },
    ),
    rect(0, FLOOR - 14, 1600, 14, { fill: '#f1f3f5' }),
    rect(0, FLOOR, 1600, 120, { fill: 'url(#shop-floor)' }),
    g({ stroke: '#6b3e22', 'stroke-width': 3, opacity: 0.45 }, ...planks),
  );
}

function windowFrame(): string {
  return g(
    {},
    rect(736, 110, 196, 236, { rx: 10, fill: '#f1f3f5' }),
    rect(750, 124, 168, 208, { rx: 4, fill: 'url(#shop-sky)' }),
    circle(880, 170, 20, { fill: brand.peach }),
    path('M750 290 Q800 250 850 282 Q890 262 918 276 V332 H750 Z', {
      fill: '#20c997',
      opacity: 0.8,
    }),
    path('M834 124 V332 M750 228 H918', { stroke: '#f1f3f5', 'stroke-width': 10 }),
    rect(724, 340, 220, 16, { rx: 5, fill: '#dee2e6' }),
    // Potted plant on the sill.
    path('M770 340 L776 306 H812 L818 340 Z', { fill: brand.orange }),
    ellipse(782, 288, 12, 22, { fill: '#12b886', transform: 'rotate(-25 782 288)' }),
    ellipse(806, 286, 12, 22, { fill: '#20c997', transform: 'rotate(25 806 286)' }),
    ellipse(794, 278, 10, 24, { fill: '#0ca678' }),
  );
}

function pendant(x: number): string {
  return g(
    {},
    line(x, 0, x, 70, { stroke: brand.navy, 'stroke-width': 4 }),
    circle(x, 110, 90, { fill: 'url(#shop-light)' }),
    path(`M${x - 36} 104 Q${x - 34} 70 ${x} 70 Q${x + 34} 70 ${x + 36} 104 Z`, {
      fill: brand.navy,
    }),
    ellipse(x, 106, 18, 7, { fill: brand.yellow }),
  );
}

function ladder(): string {
  const steps: string[] = [];
  for (let i = 1; i < 5; i++) {
    const y = 300 + i * 44;
    const inset = ((FLOOR - y) / 220) * 30;
    steps.push(rect(1004 + inset - 30, y, 112 - (inset - 30) * 2, 10, { rx: 3 }));
  }
  return g(
    {},
    path(`M1030 ${FLOOR} L1060 290 M1130 ${FLOOR} L1100 290`, {
      stroke: '#868e96',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    path(`M998 ${FLOOR} L1040 286 M1162 ${FLOOR} L1120 286`, {
      stroke: '#dee2e6',
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    g({ fill: '#ced4da' }, ...steps),
    rect(1030, 276, 100, 16, { rx: 5, fill: brand.orange }),
  );
}

function paintCan(x: number, y: number, s: number, paint: string): string {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-30 -66 Q0 -104 30 -66', { fill: 'none', stroke: '#868e96', 'stroke-width': 4 }),
    rect(-34, -66, 68, 66, { rx: 6, fill: '#e9ecef' }),
    rect(-34, -46, 68, 28, { fill: paint }),
    ellipse(0, -66, 34, 8, { fill: '#ced4da' }),
    ellipse(0, -66, 28, 5, { fill: paint }),
    path('M-20 -66 V-50 Q-20 -44 -15 -44 Q-10 -44 -10 -50 V-66 Z', { fill: paint }),
  );
}

function mopBucket(x: number): string {
  const strands: string[] = [];
  for (let i = 0; i < 7; i++) {
    strands.push(
      `M${x + 56 + i * 6} ${FLOOR - 76} Q${x + 50 + i * 8} ${FLOOR - 40} ${x + 44 + i * 10} ${FLOOR - 36}`,
    );
  }
  return g(
    {},
    line(x + 74, FLOOR - 76, x + 150, 200, {
      stroke: '#c98a5a',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    path(strands.join(' '), {
      fill: 'none',
      stroke: '#f8f9fa',
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
    rect(x + 50, FLOOR - 86, 48, 14, { rx: 5, fill: categories.cleaning.dark }),
    path(`M${x - 6} ${FLOOR - 70} H${x + 86} L${x + 76} ${FLOOR} H${x + 4} Z`, {
      fill: categories.plumbing.light,
    }),
    rect(x - 10, FLOOR - 76, 100, 12, { rx: 5, fill: categories.plumbing.dark }),
    path(`M${x + 4} ${FLOOR - 72} Q${x + 40} ${FLOOR - 120} ${x + 76} ${FLOOR - 72}`, {
      fill: 'none',
      stroke: '#495057',
      'stroke-width': 4,
    }),
    ellipse(x + 40, FLOOR - 76, 38, 5, { fill: brand.aquaSoft }),
  );
}

export function workshopScene(): Scene {
  const defs = [
    linear('shop-wall', [
      [0, brand.primaryDeep],
      [1, brand.primaryDark],
    ]),
    linear('shop-fresh', [
      [0, '#66d9e8'],
      [1, '#3bc9db'],
    ]),
    linear('shop-floor', [
      [0, '#a9714b'],
      [1, '#7a4a2c'],
    ]),
    linear('shop-sky', [
      [0, '#74c0fc'],
      [1, '#d0ebff'],
    ]),
    radial('shop-light', [
      [0, brand.yellow, 0.45],
      [1, brand.yellow, 0],
    ]),
  ];
  const rollerTool = g(
    {},
    line(66, -176, 170, -440, { stroke: '#495057', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    path('M170 -440 V-470 H120', {
      fill: 'none',
      stroke: '#495057',
      'stroke-width': 6,
      'stroke-linejoin': 'round',
    }),
    rect(66, -500, 110, 34, { rx: 14, fill: '#66d9e8' }),
    rect(74, -494, 94, 8, { rx: 4, fill: brand.white, opacity: 0.5 }),
  );
  const body = [
    room(),
    windowFrame(),
    pendant(1020),
    ladder(),
    paintCan(1080, 276, 0.8, brand.primaryLight),
    paintCan(1190, FLOOR + 30, 1, brand.orange),
    worker(
      1330,
      600,
      1,
      {
        shirt: categories.renovation.light,
        overalls: brand.navyLight,
        cap: brand.orange,
        raised: true,
        flip: true,
      },
      rollerTool,
    ),
    mopBucket(1420),
    g(
      { transform: `translate(1540 ${FLOOR + 8}) scale(0.42) translate(-128 -220)` },
      cleaningGlyph(categories.cleaning.tint, categories.cleaning.dark),
    ),
    sparkle(1480, 330, 16, { fill: brand.white }),
    sparkle(1560, 380, 10, { fill: brand.yellow }),
    sparkle(1400, 600, 12, { fill: brand.white, opacity: 0.8 }),
    sparkle(1290, 180, 10, { fill: brand.white }),
  ];
  return {
    sky: [
      [0, brand.navy],
      [0.6, brand.primaryDeep],
      [1, brand.primaryDark],
    ],
    defs,
    body,
    accent: brand.aqua,
  };
}
