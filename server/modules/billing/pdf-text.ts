/** The width in points a line of text takes as printed. */
export type Measure = (text: string) => number;

/** One long word cut into pieces that each fit `width`. */
function cutWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * `text` broken into lines that fit `width` points: its own line breaks kept, at most one
 * blank line in a row, words wrapped, a word too long for a line cut. Any script: the lines
 * stay in logical order (the PDF writer orders each line for display).
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.normalize('NFC').replace(/\t/g, '    ').split('\n')) {
    const words = paragraph
      .trim()
      .split(/[ \u00a0]+/)
      .filter(Boolean);
    if (words.length === 0) {
      if (lines.length > 0 && lines[lines.length - 1] !== '') lines.push('');
      continue;
    }
    let line = '';
    for (const word of words.flatMap((w) => cutWord(w, width, measure))) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next) > width) {
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

/** `text` on one line, cut with "…" to fit `width` points. */
export function fitText(text: string, width: number, measure: Measure): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (measure(line) <= width) return line;
  const chars = [...line];
  // The longest cut that fits, found by halving.
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${chars.slice(0, mid).join('').trimEnd()}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}
