import { describe, expect, it } from 'vitest';
import { areaOf } from './request-area';

describe('areaOf', () => {
  it('is the part after the street line, without the city or the country', () => {
    expect(areaOf('5 Canal View, Gulberg', 'Lahore')).toBe('Gulberg');
    expect(areaOf('House 12, Street 4, Sector G-9, Islamabad, Pakistan', 'Islamabad')).toBe(
      'Sector G-9',
    );
    expect(areaOf('12 مین بلیوارڈ، گلبرگ', 'Lahore')).toBe('گلبرگ');
  });

  it('is the city when the address is only a street line', () => {
    expect(areaOf('44 Garden Town, Lahore', 'Lahore')).toBe('Lahore');
    expect(areaOf('1 Private Lane', 'Karachi')).toBe('Karachi');
    expect(areaOf(' lahore ,  ', 'Lahore')).toBe('Lahore');
  });

  it('never shows a part that looks like a house, street or road', () => {
    expect(areaOf('Flat 3, 22 Baker Street', 'Karachi')).toBe('Karachi');
    expect(areaOf('Gulberg, Street 9', 'Lahore')).toBe('Lahore');
    expect(areaOf('Near the mosque, Mall Road', 'Lahore')).toBe('Lahore');
    expect(areaOf('Block A, #14', 'Lahore')).toBe('Lahore');
  });
});
