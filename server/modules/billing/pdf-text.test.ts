import { describe, expect, it } from 'vitest';
import { textWidth } from '../../lib/simple-pdf';
import { plainText, wrapText } from './pdf-text';

describe('wrapText', () => {
  it('keeps short lines and the text’s own line breaks, at most one blank line in a row', () => {
    expect(wrapText('Bank: Meezan\n\n\n\nIBAN: PK36\n', 500, 9)).toEqual([
      'Bank: Meezan',
      '',
      'IBAN: PK36',
    ]);
    expect(wrapText('', 500, 9)).toEqual([]);
  });

  it('wraps words to the width and cuts a word longer than a line', () => {
    const lines = wrapText(`${'word '.repeat(60)}${'X'.repeat(200)}`, 200, 9);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(textWidth(line, 9)).toBeLessThanOrEqual(200);
    expect(lines.join('').replace(/ /g, '')).toBe(`${'word'.repeat(60)}${'X'.repeat(200)}`);
  });
});

describe('plainText', () => {
  it('prints accents, quotes, dashes and bullets as plain ASCII', () => {
    expect(plainText('Café – “JazzCash” • it’s…')).toBe('Cafe - "JazzCash" - it\'s...');
  });
});
