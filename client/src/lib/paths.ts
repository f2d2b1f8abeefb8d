/** The app's page paths, shared with the server (contracts/page-paths.ts). */
export { pathPatterns, paths } from '#contracts/page-paths';
