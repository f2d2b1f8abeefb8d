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
    // A number anywhere in a part, or a block or sector, is a street line's (the review's cases).
    expect(areaOf('Gulberg, Main Boulevard 45', 'Lahore')).toBe('Lahore');
    expect(areaOf('DHA, Block C 12', 'Lahore')).toBe('Lahore');
    expect(areaOf('Model Town, Flat5', 'Lahore')).toBe('Lahore');
    expect(areaOf('12 Jinnah Avenue, Sector F-7/2 Street 9', 'Islamabad')).toBe('Islamabad');
    expect(areaOf('12 Jinnah Avenue, F-7/2', 'Islamabad')).toBe('F-7/2');
    expect(areaOf('گلبرگ، سٹریٹ ۹', 'Lahore')).toBe('Lahore');
    expect(areaOf('گلبرگ، بلاک سی', 'Lahore')).toBe('Lahore');
  });
});
