import type { Page } from '@playwright/test';

/**
 * What a reader would see cut off: the page scrolling sideways (a right-to-left layout gone
 * wrong usually does), and any element that hides part of its own text because the text
 * does not fit (Urdu words are longer and taller than English ones). Truncation the app
 * means, with an ellipsis or a line clamp, and visually hidden text are not counted.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
    }
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (!ownText) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const cutWide = clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutTall = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (cutWide || cutTall) {
        const text = (el.textContent ?? '').trim().slice(0, 40);
        found.push(
          `<${el.tagName.toLowerCase()}> "${text}" needs ${el.scrollWidth}x${el.scrollHeight} px, has ${el.clientWidth}x${el.clientHeight}`,
        );
      }
    }
    return found;
  });
}
