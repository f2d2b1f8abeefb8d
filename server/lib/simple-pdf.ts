/** A line of the page: text at (x, y) in points from the bottom-left, regular or bold. */
export type PdfLine = { x: number; y: number; text: string; size?: number; bold?: boolean };

const pdfText = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    // Helvetica's built-in encoding covers printable ASCII; anything else would print garbage.
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');

/**
 * A one-page A4 PDF of text lines and horizontal rules, with the two standard Helvetica
 * fonts (no embedding needed). Enough for an invoice; no dependency.
 */
export function simplePdf(lines: PdfLine[], rules: { y: number; x1: number; x2: number }[] = []) {
  const content = [
    ...rules.map((r) => `${r.x1} ${r.y} m ${r.x2} ${r.y} l S`),
    ...lines.map(
      (l) =>
        `BT /${l.bold ? 'F2' : 'F1'} ${l.size ?? 10} Tf ${l.x} ${l.y} Td (${pdfText(l.text)}) Tj ET`,
    ),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
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
