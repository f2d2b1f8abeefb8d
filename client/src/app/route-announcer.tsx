import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const SITE = 'ServiceHub';
const WAIT_MS = 3000;

/**
 * After each navigation: starts the page at the top, names the tab after the page's heading,
 * and, after an in-app navigation (not the first load, which a screen reader reads from the
 * top), moves focus to that heading unless something else took it, so the new page is announced. Lazy pages draw their heading a moment later, so it is
 * looked for until it appears.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run on every route change
  useEffect(() => {
    const moveFocus = !firstLoad.current;
    firstLoad.current = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      const text = heading?.textContent?.trim();
      if (heading && text) {
        document.title = `${text} · ${SITE}`;
        const idle = document.activeElement === document.body || document.activeElement === null;
        if (moveFocus && idle) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
        return;
      }
      if (Date.now() - started < WAIT_MS) timer = setTimeout(look, 100);
      else document.title = SITE;
    };
    window.scrollTo(0, 0);
    look();
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
