import { textWidth } from '../../lib/simple-pdf';

/** Typographic characters people paste, as the nearest printable ASCII. */
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2022': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\t': '    ',
};

/**
 * Text the PDF's standard fonts can print: accents dropped (e -> e), quotes, dashes and
 * bullets made plain. What is left outside ASCII (another script) prints as "?".
 */
export function plainText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(
      /[\u2018\u2019\u201c\u201d\u2013\u2014\u2022\u2026\u00a0\t]/g,
      (ch) => PLAIN[ch] ?? ch,
    );
}

/** One long word cut into pieces that each fit `width`. */
function cutWord(word: string, width: number, size: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && textWidth(piece + ch, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * `text` broken into lines that fit `width` points at `size` (Helvetica): its own line breaks
 * kept, at most one blank line in a row, words wrapped, a word too long for a line cut.
 */
export function wrapText(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of plainText(text).split('\n')) {
    const words = paragraph.trim().split(/ +/).filter(Boolean);
    if (words.length === 0) {
      if (lines.length > 0 && lines[lines.length - 1] !== '') lines.push('');
      continue;
    }
    let line = '';
    for (const word of words.flatMap((w) => cutWord(w, width, size))) {
      const next = line ? `${line} ${word}` : word;
      if (line && textWidth(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  while (lines[lines.length - 1] === '') lines.pop();
  return lines;
}
