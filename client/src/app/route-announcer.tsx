import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { text as say } from '#lib/i18n';

const WAIT_MS = 3000;

/** The tab's title for a page heading (the product's name alone without one). */
const titleFor = (heading: string | undefined) =>
  heading ? say('common.documentTitle', { page: heading }) : say('common.brand');

/**
 * After each navigation: starts the page at the top, names the tab after the page's heading,
 * and, after an in-app navigation (not the first load, which a screen reader reads from the
 * top), moves focus to that heading unless something else took it, so the new page is announced. Lazy pages draw their heading a moment later, so it is
 * looked for until it appears.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
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
        document.title = titleFor(text);
        const idle = document.activeElement === document.body || document.activeElement === null;
        if (moveFocus && idle) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
        return;
      }
      if (Date.now() - started < WAIT_MS) timer = setTimeout(look, 100);
      else document.title = titleFor(undefined);
    };
    window.scrollTo(0, 0);
    look();
    return () => clearTimeout(timer);
  }, [pathname]);

  // The language changed: the heading is redrawn in it, and the tab's title follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run on every language change
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = titleFor(document.querySelector('main h1')?.textContent?.trim());
    }, 0);
    return () => clearTimeout(timer);
  }, [i18n.language]);

  return null;
}
