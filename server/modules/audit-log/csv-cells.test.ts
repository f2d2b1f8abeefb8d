import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-cells';

describe('a CSV cell', () => {
  it('writes a cell a spreadsheet would read as a formula as text, with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('-5')).toBe("'-5");
  });

  it('quotes a cell with a comma, quote or line break, doubling its quotes', () => {
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell('@x,y')).toBe('"\'@x,y"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
