import { APP_ICONS } from '#contracts/app-files';
import { directionOf, type Language } from '#locales/languages';
import { brandColors, PRIMARY_SHADE } from '../theme-colors';
import { buildText } from './app-texts';

type ManifestIcon = { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' };

export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/**
 * The web app manifest in a language (decision 0052). Both languages' manifests name the same
 * app (`id`), so switching the language does not make a second installable app.
 */
export function webManifest(language: Language): WebManifest {
  return {
    id: '/',
    name: buildText(language, 'app.manifest.name'),
    short_name: buildText(language, 'app.manifest.shortName'),
    description: buildText(language, 'app.manifest.description'),
    lang: language,
    dir: directionOf(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The title bar in the theme's primary teal; the splash screen in its lightest tint, which
    // the white page follows without a flash of colour.
    theme_color: brandColors[PRIMARY_SHADE],
    background_color: brandColors[0],
    icons: [
      { src: APP_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
