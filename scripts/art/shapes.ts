// Reusable decorative motifs (sparkles, drops, bolts, clouds) built from the
// primitives in palette.ts.

import { type Attrs, circle, g, path, polygon, rect } from './palette';

/** Four-pointed sparkle star centred on (cx, cy). */
export function sparkle(cx: number, cy: number, r: number, attrs: Attrs = {}): string {
  const k = r * 0.22;
  const d = [
    `M${cx} ${cy - r}`,
    `Q${cx + k} ${cy - k} ${cx + r} ${cy}`,
    `Q${cx + k} ${cy + k} ${cx} ${cy + r}`,
    `Q${cx - k} ${cy + k} ${cx - r} ${cy}`,
    `Q${cx - k} ${cy - k} ${cx} ${cy - r}Z`,
  ].join(' ');
  return path(d, attrs);
}

/** Water-drop shape with its tip at (cx, cy - h) and round bottom. */
export function drop(cx: number, cy: number, r: number, attrs: Attrs = {}): string {
  const top = cy - r * 2.1;
  const d = `M${cx} ${top} C${cx + r * 0.35} ${cy - r * 1.3} ${cx + r} ${cy - r * 0.75} ${cx + r} ${cy} A${r} ${r} 0 0 1 ${cx - r} ${cy} C${cx - r} ${cy - r * 0.75} ${cx - r * 0.35} ${cy - r * 1.3} ${cx} ${top}Z`;
  return path(d, attrs);
}

/** Lightning bolt fitted in a box of the given width/height at (x, y). */
export function bolt(x: number, y: number, w: number, h: number, attrs: Attrs = {}): string {
  const p = (px: number, py: number): readonly [number, number] => [
    Math.round((x + px * w) * 10) / 10,
    Math.round((y + py * h) * 10) / 10,
  ];
  return polygon(
    [p(0.62, 0), p(0.08, 0.56), p(0.44, 0.56), p(0.3, 1), p(0.92, 0.4), p(0.54, 0.4), p(0.72, 0)],
    attrs,
  );
}

/** Simple fluffy cloud made of overlapping circles on a flat base. */
export function cloud(x: number, y: number, s: number, attrs: Attrs = {}): string {
  return g(
    attrs,
    rect(x, y - 18 * s, 120 * s, 18 * s, { rx: 9 * s }),
    circle(x + 32 * s, y - 18 * s, 20 * s),
    circle(x + 64 * s, y - 26 * s, 28 * s),
    circle(x + 94 * s, y - 16 * s, 16 * s),
  );
}
