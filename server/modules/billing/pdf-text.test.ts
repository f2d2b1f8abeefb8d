import { describe, expect, it } from 'vitest';
import { fitText, wrapText } from './pdf-text';

/** Five points a character: enough to test the wrapping without fonts. */
const measure = (text: string) => [...text].length * 5;

describe('wrapText', () => {
  it('keeps short lines and the text’s own line breaks, at most one blank line in a row', () => {
    expect(wrapText('Bank: Meezan\n\n\n\nIBAN: PK36\n', 500, measure)).toEqual([
      'Bank: Meezan',
      '',
      'IBAN: PK36',
    ]);
    expect(wrapText('', 500, measure)).toEqual([]);
  });

  it('wraps words to the width and cuts a word longer than a line', () => {
    const lines = wrapText(`${'word '.repeat(60)}${'X'.repeat(200)}`, 200, measure);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(200);
    expect(lines.join('').replace(/ /g, '')).toBe(`${'word'.repeat(60)}${'X'.repeat(200)}`);
  });

  it('keeps every script and typographic character as written', () => {
    expect(wrapText('Café – “JazzCash” • it’s…\nمیزان بینک', 500, measure)).toEqual([
      'Café – “JazzCash” • it’s…',
      'میزان بینک',
    ]);
  });
});

describe('fitText', () => {
  it('leaves a text that fits and cuts a longer one with an ellipsis', () => {
    expect(fitText('Bilal Raza', 50, measure)).toBe('Bilal Raza');
    expect(fitText('House 12, Street 5, Gulberg III', 50, measure)).toBe('House 12,…');
    expect(measure(fitText('بلال رضا، مکان نمبر 12', 40, measure))).toBeLessThanOrEqual(40);
  });
});
