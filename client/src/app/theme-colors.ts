/**
 * The brand's teal, lightest to darkest: the Mantine theme's primary colour (theme.ts), and
 * the installed app's title bar and splash screen (install/web-manifest.ts). No Mantine here,
 * so the build reads it without loading the theme.
 */
export const brandColors = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#15aabf',
  '#1098ad',
  '#0c8599',
  '#0b7285',
  '#085563',
] as const;

/** The shade the light scheme uses for the primary colour: white text on it passes WCAG AA. */
export const PRIMARY_SHADE = 8;
