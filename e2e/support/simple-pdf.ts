/** A line of a test document: ASCII text at (x, y) in points from the bottom-left. */
export type PdfLine = { x: number; y: number; text: string; size?: number };

/**
 * A one-page A4 PDF of ASCII text lines in the standard Helvetica font: a receipt for the
 * journeys to upload as a proof of payment. (The product's own PDFs are made with pdfkit, see
 * server/lib/script-pdf.ts; this stays a few lines with nothing to load.)
 */
export function simplePdf(lines: PdfLine[]): Buffer {
  const content = lines
    .map(
      (l) =>
        `BT /F1 ${l.size ?? 10} Tf ${l.x} ${l.y} Td (${l.text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
