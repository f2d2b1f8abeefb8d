import bidiFactory from 'bidi-js';
import { ARABIC, type Family, familyOf } from './script-pdf-fonts';

/** The script PDF's lines in visual order (decision 0040): the Unicode bidi algorithm. */

export type Direction = 'ltr' | 'rtl';

const bidi = bidiFactory();
/** Bidi formatting characters: they steer the algorithm and are not drawn. */
const CONTROLS = new Set(['LRE', 'RLE', 'LRO', 'RLO', 'PDF', 'LRI', 'RLI', 'FSI', 'PDI', 'BN']);
const INVISIBLE = /[\u061c\u200e\u200f]/;

/** The direction of a text's first strong letter, if any. */
export function ownDirection(text: string): Direction | null {
  for (const ch of text) {
    const type = bidi.getBidiCharTypeName(ch);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return null;
}

/** A piece of a line in one font and one direction; pieces come in visual order, left first. */
export type Piece = { text: string; family: Family; direction: Direction };

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
