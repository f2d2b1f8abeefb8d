// Banner 2: a dusky skyline of homes powered up, with power lines, glowing
// windows, street lamps and a big lightning emblem in the sky.

import type { Scene } from './banners';
import { blurFilter, brand, circle, g, linear, path, polygon, radial, rect, rng } from './palette';
import { bolt, sparkle } from './shapes';

const GROUND = 548;
const LIT = '#ffd43b';

function stars(): string {
  const rand = rng(7);
  const out: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = 560 + rand() * 1040;
    const y = 16 + rand() * 300;
    out.push(
      circle(Math.round(x), Math.round(y), 1 + rand() * 1.6, { opacity: 0.3 + rand() * 0.6 }),
    );
  }
  return g({ fill: brand.white }, ...out);
}

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  seed: number,
  size: number,
): string {
  const rand = rng(seed);
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = rand() > 0.35;
      out.push(
        rect(x + c * size * 1.8, y + r * size * 1.9, size, size * 1.2, {
          rx: 2,
          fill: on ? LIT : '#35557a',
          opacity: on ? 0.55 + rand() * 0.45 : 0.6,
        }),
      );
    }
  }
  return g({}, ...out);
}

function tower(x: number, w: number, h: number, seed: number): string {
  const top = GROUND - h;
  const cols = Math.max(2, Math.floor((w - 16) / 18));
  return g(
    {},
    rect(x, top, w, h, { fill: '#1d3550' }),
    rect(x + w * 0.3, top - 18, w * 0.4, 18, { fill: '#1d3550' }),
    windows(x + 10, top + 16, cols, Math.floor((h - 40) / 22), seed, 10),
  );
}

function home(x: number, w: number, h: number, wall: string, roof: string, seed: number): string {
  const top = GROUND - h;
  const peak = top - w * 0.42;
  const rand = rng(seed);
  const winW = w * 0.22;
  const winOn = (): string => (rand() > 0.25 ? 'url(#city-window)' : '#3b5a80');
  return g(
    {},
    rect(x + 4, top, w - 8, h, { fill: wall }),
    polygon(
      [
        [x - 8, top + 4],
        [x + w / 2, peak],
        [x + w + 8, top + 4],
      ],
      { fill: roof },
    ),
    rect(x + w * 0.16, top + h * 0.2, winW, winW * 1.1, { rx: 3, fill: winOn() }),
    rect(x + w * 0.62, top + h * 0.2, winW, winW * 1.1, { rx: 3, fill: winOn() }),
    rect(x + w * 0.4, GROUND - h * 0.42, w * 0.2, h * 0.42, { rx: 3, fill: '#101c2e' }),
    circle(x + w / 2, peak + (top - peak) * 0.55, w * 0.06, { fill: winOn() }),
  );
}

function pole(x: number): string {
  return g(
    { fill: '#0e1a2b' },
    rect(x - 5, GROUND - 250, 10, 250),
    rect(x - 34, GROUND - 238, 68, 8, { rx: 3 }),
    circle(x - 26, GROUND - 242, 5, { fill: brand.aqua }),
    circle(x + 26, GROUND - 242, 5, { fill: brand.aqua }),
  );
}

function wires(xs: ReadonlyArray<number>): string {
  const out: string[] = [];
  for (let i = 0; i < xs.length - 1; i++) {
    const a = xs[i] ?? 0;
    const b = xs[i + 1] ?? 0;
    const mid = (a + b) / 2;
    for (const dx of [-26, 26]) {
      out.push(`M${a + dx} ${GROUND - 242} Q${mid + dx} ${GROUND - 190} ${b + dx} ${GROUND - 242}`);
    }
  }
  return path(out.join(' '), {
    fill: 'none',
    stroke: brand.aqua,
    'stroke-width': 2.5,
    opacity: 0.55,
  });
}

function lamp(x: number): string {
  return g(
    {},
    polygon(
      [
        [x + 28, GROUND - 156],
        [x - 20, GROUND + 40],
        [x + 90, GROUND + 40],
      ],
      { fill: 'url(#city-beam)' },
    ),
    rect(x - 3, GROUND - 160, 6, 160, { fill: '#0e1a2b' }),
    path(`M${x} ${GROUND - 158} Q${x} ${GROUND - 172} ${x + 18} ${GROUND - 170} H${x + 34}`, {
      fill: 'none',
      stroke: '#0e1a2b',
      'stroke-width': 6,
    }),
    circle(x + 30, GROUND - 160, 22, { fill: LIT, opacity: 0.35, filter: 'url(#city-glow)' }),
    rect(x + 18, GROUND - 166, 24, 8, { rx: 3, fill: LIT }),
  );
}

export function cityScene(): Scene {
  const defs = [
    radial('city-halo', [
      [0, LIT, 0.55],
      [0.4, '#fab005', 0.18],
      [1, '#fab005', 0],
    ]),
    linear('city-window', [
      [0, '#fff3bf'],
      [1, LIT],
    ]),
    linear('city-beam', [
      [0, LIT, 0.45],
      [1, LIT, 0],
    ]),
    linear('city-street', [
      [0, '#13263b'],
      [1, '#0b1522'],
    ]),
    linear(
      'city-badge',
      [
        [0, '#ffe066'],
        [1, '#f59f00'],
      ],
      [0, 0, 1, 1],
    ),
    blurFilter('city-glow', 10),
  ];
  const homes: ReadonlyArray<readonly [number, number, number, string, string]> = [
    [760, 110, 110, '#2a4a6b', '#1b2a41'],
    [890, 130, 140, '#24405f', brand.primaryDeep],
    [1040, 100, 100, '#2f5478', '#1b2a41'],
    [1160, 150, 150, '#26466a', '#0b5f6e'],
    [1330, 110, 120, '#2a4a6b', '#1b2a41'],
    [1460, 130, 138, '#24405f', brand.primaryDeep],
  ];
  const body = [
    stars(),
    circle(1330, 170, 210, { fill: 'url(#city-halo)' }),
    circle(1330, 170, 82, { fill: 'url(#city-badge)' }),
    circle(1330, 170, 100, { fill: 'none', stroke: LIT, 'stroke-width': 3, opacity: 0.5 }),
    circle(1330, 170, 122, { fill: 'none', stroke: LIT, 'stroke-width': 2, opacity: 0.25 }),
    bolt(1282, 102, 96, 136, { fill: brand.white }),
    sparkle(1180, 90, 14, { fill: LIT }),
    sparkle(1470, 260, 10, { fill: LIT }),
    sparkle(1490, 80, 8, { fill: brand.white }),
    tower(640, 90, 250, 11),
    tower(740, 70, 320, 12),
    tower(960, 110, 270, 13),
    tower(1100, 80, 210, 14),
    tower(1240, 60, 300, 15),
    tower(1420, 100, 230, 16),
    tower(1530, 80, 290, 17),
    pole(700),
    pole(1010),
    pole(1310),
    pole(1580),
    wires([700, 1010, 1310, 1580]),
    circle(880, GROUND - 216, 14, { fill: LIT, opacity: 0.6, filter: 'url(#city-glow)' }),
    sparkle(880, GROUND - 216, 11, { fill: '#fff3bf' }),
    circle(1160, GROUND - 216, 14, { fill: LIT, opacity: 0.6, filter: 'url(#city-glow)' }),
    sparkle(1160, GROUND - 216, 11, { fill: '#fff3bf' }),
    ...homes.map(([x, w, h, wall, roof], i) => home(x, w, h, wall, roof, 40 + i)),
    rect(0, GROUND, 1600, 640 - GROUND, { fill: 'url(#city-street)' }),
    path(`M560 ${GROUND + 46} H1600`, {
      stroke: LIT,
      'stroke-width': 5,
      'stroke-dasharray': '40 30',
      opacity: 0.5,
    }),
    lamp(1026),
    lamp(1316),
  ];
  return {
    sky: [
      [0, '#0d1828'],
      [0.55, '#15304a'],
      [1, '#0b6e7c'],
    ],
    defs,
    body,
    accent: LIT,
  };
}
