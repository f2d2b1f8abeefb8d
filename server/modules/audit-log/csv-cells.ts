/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a cell starting with = + - @ (or a
 * tab or carriage return, which some spreadsheets skip before reading a formula) gets a leading
 * apostrophe so it is read as text (OWASP CSV injection), then a cell with a comma, quote or
 * line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
