import { describe, expect, it } from 'vitest';
import { manifestPath } from '#contracts/app-files';
import { LANGUAGES } from '#locales/languages';
import { theme } from '../theme';
import { webManifest } from './web-manifest';

describe('the web app manifest', () => {
  it('names the app in each language, with its lang and direction', () => {
    const en = webManifest('en');
    const ur = webManifest('ur');
    expect([en.name, en.short_name, en.lang, en.dir]).toEqual([
      'ServiceHub',
      'ServiceHub',
      'en',
      'ltr',
    ]);
    expect([ur.name, ur.lang, ur.dir]).toEqual(['سروس ہب', 'ur', 'rtl']);
    expect(ur.description).toMatch(/\p{Script=Arabic}/u);
    expect(ur.description).not.toBe(en.description);
  });

  it('starts the same standalone app at the root in both languages', () => {
    for (const language of LANGUAGES) {
      expect(webManifest(language)).toMatchObject({
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
      });
    }
  });

  it("colours the title bar with the Mantine theme's primary colour", () => {
    const primary = theme.colors?.brand?.[8];
    expect(theme.primaryColor).toBe('brand');
    expect(theme.primaryShade).toMatchObject({ light: 8 });
    expect(webManifest('ur').theme_color).toBe(primary);
    expect(webManifest('en').background_color).toBe(theme.colors?.brand?.[0]);
  });

  it('lists 192 and 512 pixel icons for any use and a 512 pixel maskable one', () => {
    const icons = webManifest('en').icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('lives at a path of its language', () => {
    expect(LANGUAGES.map(manifestPath)).toEqual([
      '/manifest.en.webmanifest',
      '/manifest.ur.webmanifest',
    ]);
  });
});
