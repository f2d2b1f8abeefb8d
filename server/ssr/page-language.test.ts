import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

const asked = (url: string, headers: Record<string, string> = {}) =>
  pageLanguage({ headers } as FastifyRequest, new URL(url, 'http://site.test'));

describe('the language a public page is rendered in', () => {
  it('is the address’s ?lang= first, over the cookie and the browser’s languages', () => {
    expect(asked('/?lang=ur', { cookie: 'lang=en', 'accept-language': 'en' })).toBe('ur');
    expect(asked('/?lang=en', { cookie: 'lang=ur', 'accept-language': 'ur' })).toBe('en');
  });

  it('is the cookie next, among other cookies', () => {
    expect(asked('/', { cookie: 'a=1; lang=ur; b=2', 'accept-language': 'en' })).toBe('ur');
  });

  it('is the browser’s most wanted language of ours next, by quality', () => {
    expect(asked('/', { 'accept-language': 'fr;q=0.9, ur-PK;q=0.8, en;q=0.5' })).toBe('ur');
    expect(asked('/', { 'accept-language': 'en;q=0.2, ur;q=0.7' })).toBe('ur');
    expect(asked('/', { 'accept-language': 'ur;q=0, en' })).toBe('en');
  });

  it('is English when nothing names one of ours, or a value is not a language', () => {
    expect(asked('/?lang=fr', { cookie: 'lang=../../x', 'accept-language': 'de' })).toBe('en');
    expect(asked('/')).toBe('en');
  });
});
