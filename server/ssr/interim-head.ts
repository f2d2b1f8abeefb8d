import { matchPath } from 'react-router';
import type { PageHeadOf } from './send-page';

const PUBLIC = ['/', '/Home', '/About', '/terms', '/privacy', '/FindProvider', '/providers/:spId'];

/** Which pages the server renders, until each has its own head. */
export const publicPageHead: PageHeadOf = async (url) =>
  PUBLIC.some((path) => matchPath({ path, caseSensitive: false }, url.pathname))
    ? { status: 200, tags: '' }
    : null;
