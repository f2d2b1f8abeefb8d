// About-page feature illustrations (800x560) on a shared light backdrop:
// 1 real-time chat, 2 request management, 3 easy service finding.

import { chatScene } from './about-chat';
import { requestsScene } from './about-requests';
import { searchScene } from './about-search';
import { brand, circle, ellipse, g, linear, path, shadowFilter, svgDoc } from './palette';

export const ABOUT_W = 800;
export const ABOUT_H = 560;

export interface Illustration {
  defs: ReadonlyArray<string>;
  body: ReadonlyArray<string>;
}

function backdrop(): string {
  const dots: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 6; col++) {
      dots.push(circle(40 + col * 20, 420 + row * 20, 3));
    }
  }
  return g(
    {},
    path(
      'M400 70 C540 40 690 110 700 240 C712 380 600 480 440 488 C290 496 120 440 110 300 C100 170 260 100 400 70 Z',
      { fill: 'url(#about-blob)' },
    ),
    circle(700, 70, 60, { fill: brand.peach, opacity: 0.45 }),
    circle(90, 110, 26, { fill: brand.aqua, opacity: 0.5 }),
    circle(740, 470, 14, { fill: brand.orangeLight, opacity: 0.35 }),
    g({ fill: brand.primaryLight, opacity: 0.25 }, ...dots),
    ellipse(400, 514, 250, 16, { fill: brand.navy, opacity: 0.08 }),
  );
}

export function aboutFrame(art: Illustration): string {
  const defs = [
    linear(
      'about-bg',
      [
        [0, '#ffffff'],
        [1, brand.mist],
      ],
      [0, 0, 1, 1],
    ),
    linear(
      'about-blob',
      [
        [0, brand.aquaSoft],
        [1, brand.aqua, 0.55],
      ],
      [0, 0, 1, 1],
    ),
    shadowFilter('about-shadow', 10, 14, 0.16, brand.navy),
    shadowFilter('about-shadow-sm', 4, 6, 0.14, brand.navy),
    ...art.defs,
  ];
  return svgDoc(ABOUT_W, ABOUT_H, defs, [
    path(`M0 0 H${ABOUT_W} V${ABOUT_H} H0 Z`, { fill: 'url(#about-bg)' }),
    backdrop(),
    ...art.body,
  ]);
}

export function drawAbout(n: 1 | 2 | 3): string {
  const scenes = { 1: chatScene, 2: requestsScene, 3: searchScene } as const;
  return aboutFrame(scenes[n]());
}
