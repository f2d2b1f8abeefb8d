/**
 * The browser and system a user agent names, to tell a person's devices apart ('Chrome' on
 * 'Android'). Names only, no words: the app puts them into a sentence in the reader's
 * language. The first pattern that matches wins, so browsers built on another (Edge, Opera,
 * Samsung Internet on Chrome; Chrome on Safari in iOS) come before it.
 */
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (patterns: [RegExp, string][], ua: string) =>
  patterns.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function deviceOf(userAgent: string | undefined): {
  browser: string | null;
  os: string | null;
} {
  const ua = (userAgent ?? '').slice(0, 512);
  return { browser: first(BROWSERS, ua), os: first(SYSTEMS, ua) };
}
