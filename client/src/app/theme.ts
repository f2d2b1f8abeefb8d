import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type FileInputProps,
  type MantineThemeComponent,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { text } from '#lib/i18n';
import { brandColors, PRIMARY_SHADE } from './theme-colors';

/**
 * A component's default props, as `Component.extend({ defaultProps })` gives them (extend is
 * the identity): written without the component, so the theme does not pull the Modal, Drawer,
 * FileInput and Notification code into the first load. Read at each render (Mantine calls a
 * function), so their words follow the language.
 */
const withDefaults = <Props>(defaultProps: () => Partial<Props>): MantineThemeComponent => ({
  defaultProps,
});

/** The app's one theme: colours, radius and fonts live here and nowhere else. */
export const theme = createTheme({
  // Shade 8 is the brand teal: white text on it, and on its darker hover shade 9, passes WCAG AA.
  primaryColor: 'brand',
  primaryShade: { light: PRIMARY_SHADE, dark: 6 },
  defaultRadius: 'md',
  // On Urdu pages Arabic-script letters come from Noto Naskh Arabic, shipped with the app: first
  // in the list, so no system font with Arabic glyphs of its own (often without Urdu's letters,
  // such as heh goal) draws them. Only there (styles.css sets --app-urdu-font for
  // :root:lang(ur)): an English page, whose only Urdu may be the language switch's label, never
  // fetches it (decision 0096). Its Arabic subset alone is loaded (main.tsx), so Latin letters
  // fall through to the fonts after it.
  fontFamily:
    'var(--app-urdu-font, Inter), Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // People who ask their system for less motion get toasts, modals and menus without animation.
  respectReducedMotion: true,
  // Mantine's close buttons are icons only; screen readers need their name.
  components: {
    Notification: withDefaults<NotificationProps>(() => ({
      closeButtonProps: { 'aria-label': text('common.closeNotification') },
    })),
    Modal: withDefaults<ModalProps>(() => ({
      closeButtonProps: { 'aria-label': text('common.close') },
    })),
    Drawer: withDefaults<DrawerProps>(() => ({
      closeButtonProps: { 'aria-label': text('common.close') },
    })),
    FileInput: withDefaults<FileInputProps>(() => ({
      clearButtonProps: { 'aria-label': text('common.removeChosenFile') },
    })),
  },
  colors: {
    brand: brandColors,
    navy: [
      '#eef2f8',
      '#d8e0ec',
      '#adbdd6',
      '#8099c0',
      '#5a79ac',
      '#42669f',
      '#355c99',
      '#284c86',
      '#213f74',
      '#1b2a41',
    ],
  },
});

/**
 * Mantine's default dimmed grey (3.3:1), error red (3.6:1) and the text of its light variants
 * (badges, light buttons: shade 6 on a pale tint) are too faint for WCAG AA: darken them.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Same hues, deep enough for 4.5:1 on their own pale tint.
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-red-light-color': '#a51d1d',
    '--mantine-color-blue-light-color': '#1c4f9c',
    '--mantine-color-gray-light-color': '#343a40',
    '--mantine-color-orange-light-color': '#9a3d06',
    '--mantine-color-yellow-light-color': '#7a5200',
    '--mantine-color-brand-light-color': '#085563',
    '--mantine-primary-color-light-color': '#085563',
  },
  dark: {},
});
