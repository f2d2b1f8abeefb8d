import { createBrowserRouter } from 'react-router';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;
let current: BrowserRouter | null = null;

/** The tab's router, made once by main.tsx. */
export function startBrowserRouter(...args: Parameters<typeof createBrowserRouter>): BrowserRouter {
  current = createBrowserRouter(...args);
  return current;
}

/** The tab's router, for code outside React (the service worker's "open this page"). */
export function browserRouter(): BrowserRouter {
  if (!current) throw new Error('the router has not started');
  return current;
}
