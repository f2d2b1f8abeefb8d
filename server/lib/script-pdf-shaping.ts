import type { Direction } from './script-pdf-bidi';

/** The script PDF's shaping (decision 0040): pieces shaped by fontkit, written by pdfkit. */

/* pdfkit's embedded font, as far as this writer reaches into it (pdfkit 0.20). */
type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
type Position = {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
};
export type EmbeddedFont = {
  font: {
    getGlyph(id: number, codePoints?: number[]): Glyph;
    layout(
      text: string,
      features: string[],
      script?: string,
      language?: string,
      direction?: Direction,
    ): { glyphs: Glyph[]; positions: Position[] };
  };
  scale: number;
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  encode(text: string, features?: string[]): [string[], Position[]];
  widthOfString(text: string, size: number, features?: string[]): number;
};

/** A piece shaped: its glyphs (with the characters each stands for) and their positions. */
type Shaped = {
  glyphs: { id: number; codePoints: number[]; advanceWidth: number }[];
  positions: Position[];
  /** In font units. */
  width: number;
};

/**
 * Shaped pieces of each font, kept while the process runs (most texts of an invoice repeat
 * from one to the next: labels, names, amounts); cleared when it grows large.
 */
const shapedBy = new WeakMap<object, Map<string, Shaped>>();
function shape(font: EmbeddedFont['font'], text: string, direction: Direction): Shaped {
  let shaped = shapedBy.get(font);
  if (!shaped) {
    shaped = new Map();
    shapedBy.set(font, shaped);
  }
  const key = `${direction}${text}`;
  let run = shaped.get(key);
  if (!run) {
    const laid = font.layout(text, [], undefined, undefined, direction);
    run = {
      glyphs: laid.glyphs.map((g) => ({
        id: g.id,
        codePoints: [...g.codePoints],
        advanceWidth: g.advanceWidth,
      })),
      positions: laid.positions.map((p) => ({ ...p })),
      width: laid.positions.reduce((sum, p) => sum + p.xAdvance, 0),
    };
    if (shaped.size >= 20_000) shaped.clear();
    shaped.set(key, run);
  }
  return run;
}

/**
 * Makes pdfkit's font write pieces shaped by `shape`, so that (1) a piece is laid out in the
 * direction the bidi algorithm gave it, not the one fontkit guesses from its script, and (2)
 * every glyph maps back to the characters it was drawn for. Naskh draws the initial and
 * middle forms of beh, teh, noon and yeh with one dotless glyph (the dots are marks); fontkit
 * keeps one glyph object per id with the characters of its first use, and pdfkit maps a glyph
 * to one text for good, so copied or extracted text would read "نلال" for "بلال". Here each
 * use of a glyph carries its own characters, and a glyph met again for other characters is
 * written as a copy with its own text.
 */
const glyphsWithTheirText = new WeakSet<object>();
export function encodeInDirection(font: EmbeddedFont, direction: () => Direction) {
  if (
    typeof font.font?.layout !== 'function' ||
    typeof font.font.getGlyph !== 'function' ||
    typeof font.scale !== 'number' ||
    !Array.isArray(font.subset?.glyphs) ||
    !Array.isArray(font.unicode) ||
    !Array.isArray(font.widths)
  ) {
    throw new Error('pdfkit changed: script-pdf-shaping.ts needs its embedded font internals');
  }
  if (!glyphsWithTheirText.has(font.font)) {
    const getGlyph = font.font.getGlyph.bind(font.font);
    font.font.getGlyph = (id, codePoints = []) => {
      const glyph = getGlyph(id, codePoints);
      if (!glyph || glyph.codePoints.join(' ') === codePoints.join(' ')) return glyph;
      // The cached glyph, seen with these characters (its metrics and outline are shared).
      return Object.create(glyph, { codePoints: { value: codePoints } }) as Glyph;
    };
    glyphsWithTheirText.add(font.font);
  }
  font.widthOfString = (text, size) =>
    (shape(font.font, text, direction()).width * font.scale * size) / 1000;
  const copies = new Map<string, number>();
  font.encode = (text) => {
    const run = shape(font.font, text, direction());
    const positions = run.positions.map((p, i) => ({
      xAdvance: p.xAdvance * font.scale,
      yAdvance: p.yAdvance * font.scale,
      xOffset: p.xOffset * font.scale,
      yOffset: p.yOffset * font.scale,
      advanceWidth: (run.glyphs[i]?.advanceWidth ?? 0) * font.scale,
    }));
    const encoded = run.glyphs.map((glyph) => {
      const chars = glyph.codePoints.join(' ');
      let id = font.subset.includeGlyph(glyph.id);
      const known = font.unicode[id];
      if (known && known.join(' ') !== chars) {
        const key = `${glyph.id}:${chars}`;
        let copy = copies.get(key);
        if (copy === undefined) {
          font.subset.glyphs.push(glyph.id);
          copy = font.subset.glyphs.length - 1;
          copies.set(key, copy);
        }
        id = copy;
      }
      font.widths[id] ??= glyph.advanceWidth * font.scale;
      font.unicode[id] ??= glyph.codePoints;
      return id.toString(16).padStart(4, '0');
    });
    return [encoded, positions];
  };
}
