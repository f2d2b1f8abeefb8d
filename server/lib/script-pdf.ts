import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { withoutBidiControls } from '#contracts/text-rules';

/**
 * A PDF writer for text in any of the product's scripts (docs/decisions/0040): pdfkit with
 * embedded Noto fonts, Naskh for Arabic script (Urdu) shaped by fontkit, Noto Sans for Latin,
 * and the Unicode bidi algorithm (bidi-js) to put a line's right-to-left and left-to-right runs
 * in visual order. A right-to-left document mirrors its layout: x is measured from the start
 * edge (the right one in Urdu) and text aligned to a column's start or end.
 */

/** A4 in points. */
export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

export type Direction = 'ltr' | 'rtl';
export type TextStyle = { size?: number; bold?: boolean };
export type Placement = TextStyle & {
  /** From the page's start edge: the left one in a left-to-right document, else the right. */
  x: number;
  /** The baseline's height above the page's bottom edge. */
  y: number;
  /** 'start' (default): the text begins at x; 'end': it ends there, as amounts do. */
  align?: 'start' | 'end';
  /**
   * 'auto' for data (names, addresses, admin's text): the text's own direction, from its first
   * strong letter. By default, the document's (the catalog's words).
   */
  dir?: 'auto';
};

const fontFile = createRequire(import.meta.url);
type Family = 'arabic' | 'latin' | 'latinExt';
const FONT_FILES: Record<Family, Record<'regular' | 'bold', string>> = {
  arabic: {
    regular: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff',
    bold: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
  },
  latin: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  latinExt: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  },
};
/**
 * Each font file as fontkit read it for the first document, shared by the next ones: fontkit
 * parses its layout tables and glyphs as they are needed, and a fresh copy per document made
 * every invoice take seconds. pdfkit accepts a fontkit font in place of a file.
 */
const parsedFonts = new Map<string, EmbeddedFont['font']>();
const fontSource = (file: string): Buffer | EmbeddedFont['font'] =>
  parsedFonts.get(file) ?? sfntOfWoff(readFileSync(fontFile.resolve(file)));

/**
 * A WOFF 1.0 font as the TrueType file it wraps, its tables inflated once. fontkit reads WOFF
 * too, but inflates a table (all glyph outlines) again on every access with a JavaScript
 * inflater: seconds per invoice.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // 'wOFF'
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const packed = woff.subarray(offset, offset + woff.readUInt32BE(at + 8));
    const length = woff.readUInt32BE(at + 12);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: packed.length < length ? inflateSync(packed) : packed,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const head = 12 + 16 * count;
  const out = Buffer.alloc(head + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const selector = Math.floor(Math.log2(count));
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's flavour
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(2 ** selector * 16, 6);
  out.writeUInt16BE(selector, 8);
  out.writeUInt16BE(count * 16 - 2 ** selector * 16, 10);
  let offset = head;
  tables.forEach((table, i) => {
    out.writeUInt32BE(table.tag, 12 + 16 * i);
    out.writeUInt32BE(table.checksum, 16 + 16 * i);
    out.writeUInt32BE(offset, 20 + 16 * i);
    out.writeUInt32BE(table.data.length, 24 + 16 * i);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

/*
 * Which font draws a character: the unicode ranges of the Fontsource subsets (their
 * unicode.json). Arabic script and the joiners go to Naskh; the rest to Noto Sans.
 */
const ARABIC = ranges([
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0x200c, 0x200d],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
]);
const LATIN = ranges([
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
]);
const LATIN_EXT = ranges([
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
]);

/** A test for "this character's code point is in one of these ranges" (a range of one: [n]). */
function ranges(list: ([number] | [number, number])[]): { test(ch: string): boolean } {
  return {
    test(ch) {
      const cp = ch.codePointAt(0) ?? -1;
      return list.some(([from, to = from]) => cp >= from && cp <= to);
    },
  };
}
const SPACE = /^[ \u00a0]$/;
/** Naskh's letters are small beside Noto Sans at one size: Arabic script prints this much larger. */
const SCALE: Record<Family, number> = { arabic: 1.12, latin: 1, latinExt: 1 };

function familyOf(ch: string): Family | null {
  if (SPACE.test(ch)) return null; // a space goes with its neighbours (Naskh has one too)
  if (ARABIC.test(ch)) return 'arabic';
  if (LATIN.test(ch)) return 'latin';
  if (LATIN_EXT.test(ch)) return 'latinExt';
  return 'latin'; // another script: not covered (the decision record says so)
}

const bidi = bidiFactory();
/** Bidi formatting characters: they steer the algorithm and are not drawn. */
const CONTROLS = new Set(['LRE', 'RLE', 'LRO', 'RLO', 'PDF', 'LRI', 'RLI', 'FSI', 'PDI', 'BN']);
const INVISIBLE = /[\u061c\u200e\u200f]/;

/** The direction of a text's first strong letter, if any. */
function ownDirection(text: string): Direction | null {
  for (const ch of text) {
    const type = bidi.getBidiCharTypeName(ch);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return null;
}

/** A piece of a line in one font and one direction; pieces come in visual order, left first. */
type Piece = { text: string; family: Family; direction: Direction };

/**
 * A line of text as pieces in visual order: the bidi levels of its characters, the characters
 * that mirror in right-to-left runs (brackets) mirrored, runs of one level and one font, and
 * the runs reordered by rule L2 of the algorithm. A right-to-left piece stays in logical order:
 * fontkit shapes it and lays its glyphs out right to left.
 */
export function visualPieces(text: string, base: Direction): Piece[] {
  const line = text.normalize('NFC').replace(/[\t\r\n]/g, ' ');
  const { levels } = bidi.getEmbeddingLevels(line, base);
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const chars: { ch: string; level: number; family: Family | null }[] = [];
  for (let i = 0; i < line.length; ) {
    const ch = String.fromCodePoint(line.codePointAt(i) ?? 32);
    const level = levels[i] ?? 0;
    const at = i;
    i += ch.length;
    if (INVISIBLE.test(ch) || CONTROLS.has(bidi.getBidiCharTypeName(ch))) {
      if (!ARABIC.test(ch)) continue; // the joiners (BN) stay: they steer Arabic shaping
    }
    chars.push({ ch: mirrored.get(at) ?? ch, level, family: familyOf(ch) });
  }
  // A space takes the font of the letter before it, else the one after it.
  let previous: Family | null = null;
  for (const c of chars) previous = c.family ??= previous;
  let next: Family = 'latin';
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars[i];
    if (c) next = c.family ??= next;
  }

  const runs: (Piece & { level: number })[] = [];
  for (const { ch, level, family } of chars) {
    const last = runs[runs.length - 1];
    if (last && last.level === level && last.family === family) last.text += ch;
    else
      runs.push({
        text: ch,
        level,
        family: family ?? 'latin',
        direction: level % 2 ? 'rtl' : 'ltr',
      });
  }
  // L2: from the highest level down to the lowest odd one, reverse every stretch of runs at
  // that level or above.
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)), highest);
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < runs.length; ) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs.map(({ text, family, direction }) => ({ text, family, direction }));
}

/* pdfkit's embedded font, as far as this writer reaches into it (pdfkit 0.20). */
type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
type Position = {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
};
type EmbeddedFont = {
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
function encodeInDirection(font: EmbeddedFont, direction: () => Direction) {
  if (
    typeof font.font?.layout !== 'function' ||
    typeof font.font.getGlyph !== 'function' ||
    typeof font.scale !== 'number' ||
    !Array.isArray(font.subset?.glyphs) ||
    !Array.isArray(font.unicode) ||
    !Array.isArray(font.widths)
  ) {
    throw new Error('pdfkit changed: script-pdf.ts needs its embedded font internals');
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

export type ScriptPdf = {
  readonly direction: Direction;
  /** The width in points of a line of text as it prints. */
  width(text: string, style?: TextStyle): number;
  /** Writes a line of text (no wrapping). */
  text(text: string, at: Placement): void;
  /** A horizontal rule at height y between two distances from the start edge. */
  rule(y: number, from: number, to: number): void;
  addPage(): void;
  /** The finished PDF. */
  end(): Promise<Buffer>;
};

/** A new A4 document, written in one direction, in one language (its /Lang), with a title. */
export function scriptPdf(options: {
  direction: Direction;
  lang: string;
  title: string;
}): ScriptPdf {
  const { direction } = options;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: options.lang,
    // No default font: pdfkit would load its standard Helvetica, unused here.
    font: null as unknown as string,
    info: { Title: options.title, Creator: 'ServiceHub', Producer: 'ServiceHub (pdfkit)' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [family, files] of Object.entries(FONT_FILES)) {
    for (const weight of ['regular', 'bold'] as const) {
      // pdfkit's types know font files only; a fontkit font works the same.
      doc.registerFont(`${family}-${weight}`, fontSource(files[weight]) as Buffer);
    }
  }
  let pieceDirection: Direction = 'ltr';
  const patched = new WeakSet<object>();
  const useFont = (family: Family, style: TextStyle) => {
    const weight = style.bold ? 'bold' : 'regular';
    doc.font(`${family}-${weight}`).fontSize((style.size ?? 10) * SCALE[family]);
    const font = (doc as unknown as { _font: EmbeddedFont })._font;
    if (!patched.has(font)) {
      encodeInDirection(font, () => pieceDirection);
      patched.add(font);
      parsedFonts.set(FONT_FILES[family][weight], font.font);
    }
    return font;
  };
  const pieceWidth = (piece: Piece, style: TextStyle) => {
    pieceDirection = piece.direction;
    const font = useFont(piece.family, style);
    return font.widthOfString(piece.text, (style.size ?? 10) * SCALE[piece.family]);
  };
  const lineOf = (text: string, dir?: 'auto') => {
    if (dir !== 'auto') return visualPieces(text, direction);
    // Data steers no layout: a name stored before the rule (decision 0046) may hold an
    // override that would print it reversed. Each placement is a paragraph of its own, so
    // nothing else on the page can be reordered by it.
    const data = withoutBidiControls(text);
    return visualPieces(data, ownDirection(data) ?? direction);
  };
  const pageX = (x: number) => (direction === 'rtl' ? PAGE_WIDTH - x : x);

  return {
    direction,
    width(text, style = {}) {
      return lineOf(text).reduce((sum, piece) => sum + pieceWidth(piece, style), 0);
    },
    text(text, at) {
      const pieces = lineOf(text, at.dir);
      const widths = pieces.map((piece) => pieceWidth(piece, at));
      const total = widths.reduce((a, b) => a + b, 0);
      // Where the line's left edge goes: a start-aligned line in Urdu ends at x (the right).
      const endsAtX = (at.align === 'end') !== (direction === 'rtl');
      let left = endsAtX ? pageX(at.x) - total : pageX(at.x);
      pieces.forEach((piece, i) => {
        useFont(piece.family, at);
        pieceDirection = piece.direction;
        doc.text(piece.text, left, PAGE_HEIGHT - at.y, {
          lineBreak: false,
          baseline: 'alphabetic',
        });
        left += widths[i] ?? 0;
      });
    },
    rule(y, from, to) {
      doc
        .moveTo(pageX(from), PAGE_HEIGHT - y)
        .lineTo(pageX(to), PAGE_HEIGHT - y)
        .lineWidth(0.75)
        .stroke();
    },
    addPage() {
      doc.addPage({ size: 'A4', margin: 0 });
    },
    end() {
      doc.end();
      return done;
    },
  };
}
