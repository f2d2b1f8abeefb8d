import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '#contracts/rendered-pages';
import type { Language } from '#locales/languages';

/**
 * What the server hands the browser with a page it rendered (decision 0092), as JSON in the
 * page: the language it rendered in, the router's loader data and the reads the page showed, so
 * the app's first render is the page as it is and it takes over without fetching again.
 */
export type PageData = {
  language: Language;
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
  /** The days, amounts and counts the page drew, as drawn (lib/drawn-texts.ts, decision 0115). */
  texts?: Record<string, string>;
};

/** The page's data, when the server rendered this page. */
export function renderedPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageData;
}
