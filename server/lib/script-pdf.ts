import PDFDocument from 'pdfkit';
import { withoutBidiControls } from '#contracts/text-rules';
import { type Direction, ownDirection, type Piece, visualPieces } from './script-pdf-bidi';
import { type Family, FONT_FILES, fontSource, parsedFonts, SCALE } from './script-pdf-fonts';
import { type EmbeddedFont, encodeInDirection } from './script-pdf-shaping';

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

export type { Direction };
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
