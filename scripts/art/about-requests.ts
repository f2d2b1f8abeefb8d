// About 2: request management: a clipboard checklist whose rows carry
// status dots, with a progress donut, a calendar card and a pencil around it.

import type { Illustration } from './about';
import { brand, circle, g, linear, path, polygon, rect } from './palette';
import { sparkle } from './shapes';

const LINE = '#dee2e6';

type Status = 'done' | 'active' | 'pending';

const STATUS_COLOUR: Record<Status, string> = {
  done: brand.green,
  active: brand.orange,
  pending: '#4dabf7',
};

function checkbox(x: number, y: number, status: Status): string {
  if (status === 'done') {
    return g(
      {},
      rect(x, y, 28, 28, { rx: 8, fill: brand.primaryLight }),
      path(`M${x + 7} ${y + 14} l5 5 l10 -11`, {
        fill: 'none',
        stroke: brand.white,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  }
  const colour = status === 'active' ? brand.orange : '#adb5bd';
  return rect(x + 1.5, y + 1.5, 25, 25, {
    rx: 7,
    fill: brand.white,
    stroke: colour,
    'stroke-width': 3,
  });
}

function row(y: number, status: Status, widths: readonly [number, number]): string {
  const colour = STATUS_COLOUR[status];
  return g(
    {},
    rect(280, y, 224, 60, { rx: 14, fill: status === 'active' ? '#fff4e6' : '#f8f9fa' }),
    checkbox(294, y + 16, status),
    rect(336, y + 17, widths[0], 9, { rx: 4.5, fill: status === 'done' ? '#adb5bd' : brand.navy }),
    rect(336, y + 34, widths[1], 7, { rx: 3.5, fill: LINE }),
    circle(484, y + 30, 12, { fill: colour, opacity: 0.2 }),
    circle(484, y + 30, 7, { fill: colour }),
  );
}

function clipboard(): string {
  return g(
    {},
    rect(244, 62, 292, 446, { rx: 28, fill: 'url(#req-board)', filter: 'url(#about-shadow)' }),
    rect(264, 96, 252, 392, { rx: 16, fill: brand.white }),
    rect(330, 44, 120, 54, { rx: 18, fill: brand.navy }),
    rect(346, 56, 88, 10, { rx: 5, fill: brand.navySoft }),
    circle(390, 80, 7, { fill: brand.navySoft }),
    // Header: title bar and a progress bar.
    rect(284, 118, 132, 12, { rx: 6, fill: brand.navy }),
    rect(284, 140, 212, 10, { rx: 5, fill: LINE }),
    rect(284, 140, 138, 10, { rx: 5, fill: 'url(#req-progress)' }),
    row(170, 'done', [110, 80]),
    row(244, 'done', [90, 120]),
    row(318, 'active', [124, 70]),
    row(392, 'pending', [100, 84]),
  );
}

function donutCard(): string {
  const r = 34;
  const c = 2 * Math.PI * r;
  return g(
    {},
    rect(566, 116, 176, 132, { rx: 20, fill: brand.white, filter: 'url(#about-shadow-sm)' }),
    circle(624, 182, r, { fill: 'none', stroke: '#e9ecef', 'stroke-width': 14 }),
    circle(624, 182, r, {
      fill: 'none',
      stroke: brand.primaryLight,
      'stroke-width': 14,
      'stroke-linecap': 'round',
      'stroke-dasharray': `${(c * 0.68).toFixed(1)} ${c.toFixed(1)}`,
      transform: 'rotate(-90 624 182)',
    }),
    circle(624, 182, r, {
      fill: 'none',
      stroke: brand.orange,
      'stroke-width': 14,
      'stroke-dasharray': `0 ${(c * 0.74).toFixed(1)} ${(c * 0.14).toFixed(1)} ${c.toFixed(1)}`,
      transform: 'rotate(-90 624 182)',
    }),
    rect(674, 156, 48, 8, { rx: 4, fill: brand.primaryLight }),
    rect(674, 176, 36, 8, { rx: 4, fill: brand.orange }),
    rect(674, 196, 44, 8, { rx: 4, fill: LINE }),
  );
}

function calendarCard(): string {
  const cells: string[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const hot = r === 1 && c === 2;
      const busy = (r === 0 && c === 1) || (r === 2 && c === 0);
      cells.push(
        rect(80 + c * 32, 342 + r * 30, 22, 20, {
          rx: 5,
          fill: hot ? brand.orange : busy ? brand.aqua : '#f1f3f5',
        }),
      );
    }
  }
  return g(
    {},
    rect(64, 286, 160, 156, { rx: 18, fill: brand.white, filter: 'url(#about-shadow-sm)' }),
    path('M64 322 V304 Q64 286 82 286 H206 Q224 286 224 304 V322 Z', { fill: brand.primary }),
    rect(96, 276, 8, 22, { rx: 4, fill: brand.navy }),
    rect(184, 276, 8, 22, { rx: 4, fill: brand.navy }),
    ...cells,
  );
}

function pencil(): string {
  return g(
    { transform: 'translate(566 424) rotate(-135)' },
    rect(-14, 0, 28, 108, { fill: brand.orangeLight }),
    rect(-14, 0, 9, 108, { fill: brand.orange }),
    rect(-14, 100, 28, 12, { fill: '#adb5bd' }),
    rect(-14, 110, 28, 16, { rx: 6, fill: '#ff8787' }),
    polygon(
      [
        [-14, 0],
        [14, 0],
        [0, -34],
      ],
      { fill: brand.peach },
    ),
    polygon(
      [
        [-5, -22],
        [5, -22],
        [0, -34],
      ],
      { fill: brand.navy },
    ),
  );
}

function bell(): string {
  return g(
    { transform: 'translate(118 150)' },
    circle(0, 0, 42, { fill: brand.white, filter: 'url(#about-shadow-sm)' }),
    path('M-16 12 V-2 Q-16 -20 0 -20 Q16 -20 16 -2 V12 L21 18 H-21 Z', { fill: brand.primary }),
    circle(0, 22, 6, { fill: brand.primary }),
    circle(15, -16, 8, { fill: brand.orange, stroke: brand.white, 'stroke-width': 3 }),
  );
}

export function requestsScene(): Illustration {
  const defs = [
    linear(
      'req-board',
      [
        [0, brand.primaryLight],
        [1, brand.primaryDark],
      ],
      [0, 0, 1, 1],
    ),
    linear(
      'req-progress',
      [
        [0, brand.primaryLight],
        [1, brand.green],
      ],
      [0, 0, 1, 0],
    ),
  ];
  const body = [
    clipboard(),
    donutCard(),
    calendarCard(),
    bell(),
    pencil(),
    sparkle(700, 300, 14, { fill: brand.orangeLight }),
    sparkle(560, 70, 9, { fill: brand.primaryLight }),
    sparkle(200, 480, 9, { fill: brand.primaryLight }),
  ];
  return { defs, body };
}
