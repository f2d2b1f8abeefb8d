// About 1: real-time chat between a client and a professional: a phone with
// a conversation on screen and two large speech bubbles floating around it.

import type { Illustration } from './about';
import { brand, circle, g, linear, path, rect } from './palette';
import { avatar } from './people';
import { drop, sparkle } from './shapes';

const GREY = '#f1f3f5';
const LINE = '#ced4da';

/** Placeholder text lines (no fonts): bars of the given widths. */
function lines(x: number, y: number, widths: ReadonlyArray<number>, fill: string, h = 7): string {
  return g({ fill }, ...widths.map((w, i) => rect(x, y + i * (h + 7), w, h, { rx: h / 2 })));
}

function ticks(x: number, y: number, color: string): string {
  return path(`M${x} ${y} l4 4 l8 -8 M${x + 8} ${y + 2} l2 2 l8 -8`, {
    fill: 'none',
    stroke: color,
    'stroke-width': 2.5,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

function phone(): string {
  return g(
    {},
    rect(290, 46, 220, 468, { rx: 40, fill: brand.navy, filter: 'url(#about-shadow)' }),
    rect(302, 58, 196, 444, { rx: 30, fill: brand.white }),
    // Header with contact.
    path('M302 88 Q302 58 332 58 H468 Q498 58 498 88 V124 H302 Z', { fill: 'url(#chat-head)' }),
    rect(370, 66, 60, 10, { rx: 5, fill: brand.navy }),
    avatar('chat-av-head', 336, 100, 17, {
      bg: brand.peach,
      shirt: brand.orange,
      hair: brand.navy,
      cap: true,
    }),
    circle(349, 112, 5, { fill: brand.green, stroke: brand.white, 'stroke-width': 2 }),
    lines(362, 92, [70, 44], brand.white, 7),
    // Messages.
    rect(316, 140, 126, 50, { rx: 16, fill: GREY }),
    lines(330, 152, [96, 64], LINE),
    rect(356, 204, 128, 50, { rx: 16, fill: brand.primaryLight }),
    lines(370, 216, [98, 58], brand.white),
    rect(316, 268, 116, 86, { rx: 16, fill: GREY }),
    rect(324, 276, 100, 70, { rx: 10, fill: 'url(#chat-photo)' }),
    path('M334 316 H376 Q388 316 388 328 V346', {
      fill: 'none',
      stroke: brand.white,
      'stroke-width': 10,
    }),
    drop(400, 338, 6, { fill: brand.white }),
    rect(380, 368, 104, 40, { rx: 16, fill: brand.primaryLight }),
    lines(394, 381, [56], brand.white),
    ticks(456, 384, brand.white),
    rect(316, 422, 68, 34, { rx: 17, fill: GREY }),
    circle(334, 439, 5, { fill: brand.grey }),
    circle(350, 439, 5, { fill: LINE }),
    circle(366, 439, 5, { fill: brand.grey }),
    // Input bar.
    rect(314, 466, 150, 26, { rx: 13, fill: GREY }),
    rect(326, 476, 70, 6, { rx: 3, fill: LINE }),
    circle(480, 479, 14, { fill: brand.orange }),
    path('M474 472 L488 479 L474 486 L477 479 Z', { fill: brand.white }),
  );
}

function bigBubbles(): string {
  return g(
    {},
    // Client bubble on the left, typing dots.
    g(
      { filter: 'url(#about-shadow-sm)' },
      path(
        'M90 110 H250 Q276 110 276 136 V176 Q276 202 250 202 H150 L116 230 L122 202 H90 Q64 202 64 176 V136 Q64 110 90 110 Z',
        {
          fill: brand.orange,
        },
      ),
    ),
    circle(130, 156, 11, { fill: brand.white }),
    circle(170, 156, 11, { fill: brand.white, opacity: 0.8 }),
    circle(210, 156, 11, { fill: brand.white, opacity: 0.6 }),
    avatar('chat-av-client', 100, 266, 34, {
      bg: brand.aquaSoft,
      shirt: brand.primary,
      hair: '#5c3d2e',
    }),
    // Professional's reply bubble on the right.
    g(
      { filter: 'url(#about-shadow-sm)' },
      path(
        'M566 292 H716 Q742 292 742 318 V362 Q742 388 716 388 H684 L690 416 L656 388 H566 Q540 388 540 362 V318 Q540 292 566 292 Z',
        {
          fill: brand.primary,
        },
      ),
    ),
    lines(566, 316, [140, 100], brand.white, 10),
    ticks(690, 346, brand.aqua),
    avatar('chat-av-pro', 704, 452, 34, {
      bg: brand.peach,
      shirt: brand.orange,
      hair: brand.navy,
      cap: true,
    }),
    // Live / notification accents.
    circle(506, 56, 18, { fill: brand.orange, stroke: brand.white, 'stroke-width': 4 }),
    circle(506, 56, 6, { fill: brand.white }),
    path('M560 150 q18 -18 36 0 M550 136 q28 -30 56 0', {
      fill: 'none',
      stroke: brand.primaryLight,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      transform: 'rotate(20 578 150)',
    }),
    sparkle(640, 200, 14, { fill: brand.orangeLight }),
    sparkle(220, 320, 10, { fill: brand.primaryLight }),
    sparkle(240, 450, 8, { fill: brand.orangeLight }),
  );
}

export function chatScene(): Illustration {
  const defs = [
    linear('chat-head', [
      [0, brand.primaryLight],
      [1, brand.primary],
    ]),
    linear('chat-photo', [
      [0, '#a5d8ff'],
      [1, '#4dabf7'],
    ]),
  ];
  return { defs, body: [phone(), bigBubbles()] };
}
