import { describe, expect, it } from 'vitest';
import { localForm, pakistaniMobile, startPhoneRequest } from './phones';

const E164 = '+923001234567';

describe('pakistaniMobile', () => {
  it.each([
    ['+92 300 1234567', E164],
    ['+923001234567', E164],
    ['+92-300-1234567', E164],
    ['+92 (300) 123 4567', E164],
    ['0092 300 1234567', E164],
    ['0092-300-1234567', E164],
    ['92 300 1234567', E164],
    ['923001234567', E164],
    ['0300-1234567', E164],
    ['03001234567', E164],
    ['(0300) 123-4567', E164],
    ['0300.123.4567', E164],
    ['  0300 1234567  ', E164],
    ['۰۳۰۰۱۲۳۴۵۶۷', E164],
    ['0311 1234567', '+923111234567'],
    ['0345-9876543', '+923459876543'],
  ])('takes %j as %s', (input, expected) => {
    expect(pakistaniMobile(input)).toBe(expected);
  });

  it.each([
    ['', 'nothing'],
    ['   ', 'spaces'],
    ['0300 123 456', 'a digit short'],
    ['0300 12345678', 'a digit long'],
    ['042 35761234', 'a Lahore landline'],
    ['+92 42 35761234', 'a landline with the country code'],
    ['0800 12345', 'a toll-free number'],
    ['+44 7911 123456', 'a British mobile'],
    ['+1 300 1234567', 'another country'],
    ['0300 1234567 ext 5', 'an extension'],
    ['03001234567x12', 'an extension after an x'],
    ['call 03001234567', 'words around it'],
    ['0300/1234567', 'a slash'],
    ['+92 300 1234567#', 'a hash'],
  ])('refuses %j (%s)', (input) => {
    expect(pakistaniMobile(input)).toBeNull();
  });
});

it('takes a number written in up to 30 characters, and no more', () => {
  const spaced = (n: number) => `0300${' '.repeat(n)}1234567`;
  expect(spaced(19)).toHaveLength(30);
  expect(pakistaniMobile(spaced(19))).toBe(E164);
  expect(pakistaniMobile(spaced(20))).toBeNull();
});

describe('the request schema', () => {
  it('refuses what pakistaniMobile refuses, with the catalog key', () => {
    const refused = startPhoneRequest.safeParse({ phone: '042 35761234' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('phones.errors.numberInvalid');
    expect(startPhoneRequest.safeParse({ phone: '0300-1234567' }).success).toBe(true);
  });
});

it('shows a number as Pakistanis write it', () => {
  expect(localForm(E164)).toBe('0300 1234567');
});
