/**
 * A line of the page: text at (x, y) in points from the bottom-left, regular or bold. With
 * `align: 'right'`, x is where the text ends (for columns of amounts).
 */
export type PdfLine = {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
};

/**
 * Helvetica's advance widths (1/1000 em) of printable ASCII in its standard encoding (39 and 96
 * are the curly quotes), from its AFM metrics.
 */
// biome-ignore format: a table
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/**
 * The width in points of `text` as the PDF prints it, in Helvetica at `size`. Bold is a little
 * wider; this is close enough to right-align amounts and to cut text to a column.
 */
export function textWidth(text: string, size = 10): number {
  let units = 0;
  for (const ch of asciiOf(text)) units += HELVETICA_WIDTHS[ch.charCodeAt(0) - 32] ?? 556;
  return (units * size) / 1000;
}

const asciiOf = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    // Helvetica's built-in encoding covers printable ASCII; anything else would print garbage.
    .replace(/[^\x20-\x7e]/g, '?');

const pdfText = (text: string) => asciiOf(text).replace(/([\\()])/g, '\\$1');

/** A horizontal rule from x1 to x2 at height y. */
export type PdfRule = { y: number; x1: number; x2: number };
/** One page's text lines and rules. */
export type PdfPage = { lines: PdfLine[]; rules?: PdfRule[] };

const round = (n: number) => Math.round(n * 100) / 100;

/** A4 in points. */
export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

/**
 * A one-page A4 PDF of text lines and horizontal rules, with the two standard Helvetica
 * fonts (no embedding needed). Enough for an invoice; no dependency.
 */
export function simplePdf(lines: PdfLine[], rules: PdfRule[] = []) {
  return pdfDocument([{ lines, rules }]);
}

/**
 * An A4 PDF of as many pages as given, each of text lines and rules, in the two standard
 * Helvetica fonts. Content streams are left uncompressed, so the text can be read back.
 */
export function pdfDocument(pages: PdfPage[]) {
  if (pages.length === 0) throw new Error('A PDF needs at least one page.');
  // Objects: 1 catalog, 2 page tree, 3-4 fonts, then a page and its content per page.
  const pageRef = (i: number) => 5 + i * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  for (const [i, page] of pages.entries()) {
    const content = [
      ...(page.rules ?? []).map((r) => `${r.x1} ${r.y} m ${r.x2} ${r.y} l S`),
      ...page.lines.map((l) => {
        const size = l.size ?? 10;
        const x = l.align === 'right' ? l.x - textWidth(l.text, size) : l.x;
        return `BT /${l.bold ? 'F2' : 'F1'} ${size} Tf ${round(x)} ${l.y} Td (${pdfText(l.text)}) Tj ET`;
      }),
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageRef(i) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  }
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
