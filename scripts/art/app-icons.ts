// The installed app's icons (decision 0052), drawn from the logo: the logo itself for the
// `any` icons; for the maskable icon and iOS's home screen a tile that fills the square (the
// platform cuts its own shape), the mark shrunk into the middle so that any cut keeps it whole;
// and a notification badge, the house alone in white (Android draws a badge from its alpha).

import { APP_ICONS } from '../../contracts/app-files';
import { drawLogo, HOUSE_PATH, logoDefs, logoMark } from './logo';
import { brand, g, path, rect, svgDoc } from './palette';

/** The logo's canvas. */
const SIDE = 256;
/**
 * The maskable safe zone is the circle of 40% of the icon's side around its centre. The mark's
 * farthest point (the roof's left eave, x 38 y 46) lies 122 units from the centre, so at 0.72
 * it stays 88 units out (34% of the side) with room to spare.
 */
export const MASKABLE_MARK_SCALE = 0.72;
/** The mark's farthest point from the centre on the logo's canvas, for the safe-zone check. */
export const MARK_RADIUS = Math.hypot(128 - 38, 128 - 46);

function fullBleedTile(): string {
  const centred = `translate(128 128) scale(${MASKABLE_MARK_SCALE}) translate(-128 -129)`;
  return svgDoc(SIDE, SIDE, logoDefs(), [
    rect(0, 0, SIDE, SIDE, { fill: 'url(#logo-bg)' }),
    g({ transform: centred }, ...logoMark()),
  ]);
}

function badge(): string {
  return svgDoc(SIDE, SIDE, [], [path(HOUSE_PATH, { fill: brand.white })]);
}

export interface AppIcon {
  /** The file under dist/, from the site's root without its leading slash. */
  file: string;
  size: number;
  draw: () => string;
}

export const appIcons: AppIcon[] = [
  { file: APP_ICONS.any192, size: 192, draw: drawLogo },
  { file: APP_ICONS.any512, size: 512, draw: drawLogo },
  { file: APP_ICONS.maskable512, size: 512, draw: fullBleedTile },
  // iOS fills a transparent corner with black: its icon is the full tile too.
  { file: APP_ICONS.appleTouch, size: 180, draw: fullBleedTile },
  { file: APP_ICONS.badge, size: 96, draw: badge },
].map((icon) => ({ ...icon, file: icon.file.replace(/^\//, '') }));
