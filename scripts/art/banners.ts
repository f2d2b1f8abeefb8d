// Home-page carousel banners (1600x640). Each scene lives in its own module;
// this file supplies the shared frame: a sky gradient, the illustration on the
// right, and a calm dark gradient over the left ~45% where HTML text sits.

import { cityScene } from './banner-city';
import { houseScene } from './banner-house';
import { workshopScene } from './banner-workshop';
import { brand, circle, g, linear, path, rect, type Stop, svgDoc } from './palette';

export const BANNER_W = 1600;
export const BANNER_H = 640;

export interface Scene {
  /** Background gradient stops, drawn diagonally top-left to bottom-right. */
  sky: ReadonlyArray<Stop>;
  defs: ReadonlyArray<string>;
  body: ReadonlyArray<string>;
  /** Accent colour for the subtle decorations in the calm area. */
  accent: string;
}

/** Faint rings and a dot grid that give the text area some texture. */
function calmDecor(accent: string): string {
  const dots: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 7; col++) {
      dots.push(circle(70 + col * 26, 500 + row * 26, 3));
    }
  }
  return g(
    {},
    circle(60, 40, 170, { fill: 'none', stroke: accent, 'stroke-width': 2, opacity: 0.1 }),
    circle(60, 40, 120, { fill: 'none', stroke: accent, 'stroke-width': 2, opacity: 0.07 }),
    g({ fill: brand.white, opacity: 0.08 }, ...dots),
  );
}

export function bannerFrame(scene: Scene): string {
  const defs = [
    linear('banner-sky', scene.sky, [0, 0, 1, 1]),
    linear(
      'banner-calm',
      [
        [0, brand.navy, 0.97],
        [0.3, brand.navy, 0.9],
        [0.47, brand.navy, 0.55],
        [0.62, brand.navy, 0],
      ],
      [0, 0, 1, 0],
    ),
    linear(
      'banner-floor-fade',
      [
        [0, brand.ink, 0],
        [1, brand.ink, 0.35],
      ],
      [0, 0, 0, 1],
    ),
    ...scene.defs,
  ];
  const body = [
    rect(0, 0, BANNER_W, BANNER_H, { fill: 'url(#banner-sky)' }),
    ...scene.body,
    rect(0, 0, BANNER_W, BANNER_H, { fill: 'url(#banner-calm)' }),
    rect(0, BANNER_H - 120, BANNER_W, 120, { fill: 'url(#banner-floor-fade)' }),
    calmDecor(scene.accent),
    // A short accent stroke that echoes the brand under where the heading sits.
    path('M0 640 Q400 600 760 640 Z', { fill: brand.ink, opacity: 0.25 }),
  ];
  return svgDoc(BANNER_W, BANNER_H, defs, body);
}

export function drawBanner(n: 1 | 2 | 3): string {
  const scenes = { 1: houseScene, 2: cityScene, 3: workshopScene } as const;
  return bannerFrame(scenes[n]());
}
