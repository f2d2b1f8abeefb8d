// A flat, faceless tradesperson figure used in the banner scenes.
// Local coordinates: feet on y = 0, centred on x = 0, about 250 units tall.

import { brand, circle, el, ellipse, g, path, rect } from './palette';

export interface WorkerStyle {
  shirt: string;
  overalls: string;
  cap: string;
  skin?: string;
  /** Raise the right arm (to hold a tool up) or let it hang. */
  raised?: boolean;
  /** Mirror horizontally so the working hand is on the left. */
  flip?: boolean;
}

/** Where the right hand ends up, so callers can place a tool there. */
export const RAISED_HAND = { x: 66, y: -176 } as const;
export const LOWERED_HAND = { x: 52, y: -104 } as const;

export function worker(x: number, y: number, scale: number, style: WorkerStyle, tool = ''): string {
  const skin = style.skin ?? brand.skin;
  const hand = style.raised ? RAISED_HAND : LOWERED_HAND;
  const rightArm = style.raised ? 'M34 -182 Q62 -150 66 -176' : 'M34 -182 Q50 -150 52 -104';
  const arm = {
    fill: 'none',
    stroke: style.shirt,
    'stroke-width': 20,
    'stroke-linecap': 'round',
  } as const;
  return g(
    { transform: `translate(${x} ${y}) scale(${style.flip ? -scale : scale} ${scale})` },
    ellipse(0, 0, 56, 8, { fill: brand.ink, opacity: 0.25 }),
    // Legs and shoes.
    rect(-27, -112, 24, 106, { rx: 10, fill: style.overalls }),
    rect(3, -112, 24, 106, { rx: 10, fill: style.overalls }),
    ellipse(-19, -6, 20, 9, { fill: brand.ink }),
    ellipse(21, -6, 20, 9, { fill: brand.ink }),
    // Left arm hangs behind the torso.
    path('M-34 -182 Q-50 -150 -50 -106', arm),
    circle(-50, -102, 10, { fill: skin }),
    // Torso: shirt with overall bib and straps.
    rect(-38, -196, 76, 100, { rx: 22, fill: style.shirt }),
    rect(-26, -160, 52, 62, { rx: 8, fill: style.overalls }),
    rect(-34, -124, 68, 26, { rx: 10, fill: style.overalls }),
    path('M-24 -160 L-30 -190 M24 -160 L30 -190', {
      stroke: style.overalls,
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
    rect(-10, -150, 20, 14, { rx: 3, fill: brand.white, opacity: 0.35 }),
    // Neck, head, ear and cap.
    rect(-8, -210, 16, 18, { fill: brand.skinShade }),
    circle(0, -228, 25, { fill: skin }),
    circle(-22, -226, 6, { fill: brand.skinShade }),
    path('M-26 -232 Q-26 -258 0 -258 Q26 -258 26 -232 Z', { fill: style.cap }),
    path('M10 -236 H46 Q50 -236 48 -231 Q46 -228 40 -228 H10 Z', { fill: style.cap }),
    // Right arm (possibly raised) with the tool drawn under the hand.
    tool,
    path(rightArm, arm),
    circle(hand.x, hand.y, 10, { fill: skin }),
  );
}

export interface AvatarStyle {
  bg: string;
  shirt: string;
  hair: string;
  /** Draw a work cap instead of hair. */
  cap?: boolean;
}

/** Round profile picture of a person's head and shoulders; id must be unique. */
export function avatar(id: string, cx: number, cy: number, r: number, style: AvatarStyle): string {
  const s = r / 40;
  const head = style.cap
    ? path('M-17 -20 Q-17 -38 0 -38 Q17 -38 17 -20 Z M8 -24 H30 Q30 -18 24 -18 H8 Z', {
        fill: style.hair,
      })
    : path('M-18 -10 Q-22 -40 0 -40 Q22 -40 18 -10 Q14 -26 0 -26 Q-12 -26 -18 -10 Z', {
        fill: style.hair,
      });
  return g(
    {},
    el('clipPath', { id }, circle(cx, cy, r)),
    circle(cx, cy, r, { fill: style.bg }),
    g(
      { 'clip-path': `url(#${id})` },
      g(
        { transform: `translate(${cx} ${cy + 6 * s}) scale(${s})` },
        path('M-34 44 Q-34 14 0 14 Q34 14 34 44 Z', { fill: style.shirt }),
        rect(-6, 0, 12, 18, { fill: brand.skinShade }),
        circle(0, -16, 20, { fill: brand.skin }),
        head,
      ),
    ),
    circle(cx, cy, r, { fill: 'none', stroke: brand.white, 'stroke-width': 4 }),
  );
}
