import { spawn } from 'node:child_process';

/** A page of a PDF as a reader would copy it. */
export type PdfPage = {
  /** Its lines, trimmed, empty ones left out. */
  lines: string[];
  /** The pieces of its lines: text runs two or more spaces apart (table cells, label and amount). */
  cells: string[];
};

/** Bidi marks pdftotext puts around right-to-left text; no part of the printed words. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text of each page of a PDF, as Debian's pdftotext (poppler-utils, installed by
 * scripts/ensure-poppler.sh) extracts it in layout mode: a real reader's view, which needs the
 * fonts' maps from glyphs back to characters to be right, Urdu included.
 */
export async function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const text = await pdftotext(pdf);
  const pages = text.split('\f');
  if (pages[pages.length - 1]?.trim() === '') pages.pop();
  return pages.map((page) => {
    const lines = page
      .replace(BIDI_MARKS, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return { lines, cells: lines.flatMap((line) => line.split(/\s{2,}/)) };
  });
}

/** All of a PDF's text, page after page. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPages(pdf)).map((page) => page.lines.join('\n')).join('\n\f\n');
}

function pdftotext(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('pdftotext is missing: run scripts/ensure-poppler.sh (poppler-utils)')
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`pdftotext failed (${code}): ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.on('error', () => {}); // a failing pdftotext may close its input early
    child.stdin.end(pdf);
  });
}
