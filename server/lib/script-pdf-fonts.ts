import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { EmbeddedFont } from './script-pdf-shaping';

/** The script PDF's fonts (decision 0040): which file draws which characters, read once. */

const fontFile = createRequire(import.meta.url);
export type Family = 'arabic' | 'latin' | 'latinExt';
export const FONT_FILES: Record<Family, Record<'regular' | 'bold', string>> = {
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
export const parsedFonts = new Map<string, EmbeddedFont['font']>();
export const fontSource = (file: string): Buffer | EmbeddedFont['font'] =>
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
export const ARABIC = ranges([
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
export const SCALE: Record<Family, number> = { arabic: 1.12, latin: 1, latinExt: 1 };

export function familyOf(ch: string): Family | null {
  if (SPACE.test(ch)) return null; // a space goes with its neighbours (Naskh has one too)
  if (ARABIC.test(ch)) return 'arabic';
  if (LATIN.test(ch)) return 'latin';
  if (LATIN_EXT.test(ch)) return 'latinExt';
  return 'latin'; // another script: not covered (the decision record says so)
}
