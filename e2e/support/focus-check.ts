import { expect, type Page } from '@playwright/test';

/** What marks an element as focused, read from its computed style: outline, shadow, border. */
type Marks = Record<string, string>;

declare global {
  interface Window {
    __focusSeen?: { el: Element; focused: Marks[]; label: string }[];
    __focusMarks?: (el: Element | null) => Marks;
  }
}

/**
 * Presses Tab through the page (at most `maxTabs` times, or until focus comes back round) and
 * answers every element that took focus with nothing visible marking it: its outline (a style
 * other than none, wider than 0), its box-shadow and its border, and those of the elements a
 * control draws itself with (its parent, its next sibling: a switch's track; its first child),
 * are all the same focused as unfocused. The unfocused look is read after the last Tab, with
 * focus taken off the page, so reading it moves nothing in the tab order.
 */
export async function unmarkedFocus(page: Page, maxTabs = 60): Promise<string[]> {
  await page.evaluate(() => {
    window.__focusSeen = [];
    window.__focusMarks = (el): Marks => {
      if (!el) return {};
      const s = getComputedStyle(el);
      const outline =
        s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0
          ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
          : 'none';
      return {
        outline,
        shadow: s.boxShadow,
        border: ['top', 'right', 'bottom', 'left']
          .map((side) => {
            const width = s.getPropertyValue(`border-${side}-width`);
            const color = s.getPropertyValue(`border-${side}-color`);
            const style = s.getPropertyValue(`border-${side}-style`);
            return style === 'none' || Number.parseFloat(width) === 0
              ? 'none'
              : `${width} ${color}`;
          })
          .join(','),
      };
    };
    (document.activeElement as HTMLElement | null)?.blur();
  });
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    const again = await page.evaluate(() => {
      const marks = (el: Element | null) => window.__focusMarks?.(el) ?? {};
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      // Read the focused look, not a step of its transition (inputs fade their border in).
      for (const x of [el, el.parentElement, el.nextElementSibling, el.firstElementChild]) {
        for (const a of x?.getAnimations() ?? []) a.finish();
      }
      const seen = window.__focusSeen ?? [];
      if (seen.some((s) => s.el === el)) return 'again';
      const name =
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        el.getAttribute('placeholder') ||
        el.getAttribute('name') ||
        '';
      const label = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"`;
      seen.push({
        el,
        label,
        focused: [
          marks(el),
          marks(el.parentElement),
          marks(el.nextElementSibling),
          marks(el.firstElementChild),
        ],
      });
      window.__focusSeen = seen;
      return 'new';
    });
    if (again === 'again') break;
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unmarked = await page.evaluate(() => {
    const marks = (el: Element | null) => window.__focusMarks?.(el) ?? {};
    // A looping animation (a loader) has no end to finish at: finishing it throws.
    for (const a of document.getAnimations())
      if (a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) a.finish();
    return (window.__focusSeen ?? [])
      .filter(({ el }) => el.isConnected)
      .filter(({ el, focused }) => {
        const now = [
          marks(el),
          marks(el.parentElement),
          marks(el.nextElementSibling),
          marks(el.firstElementChild),
        ];
        return focused.every((f, i) => {
          const before = now[i] as Record<string, string>;
          // An outline only counts when the focused look has one.
          const outlineShown = f.outline !== 'none' && f.outline !== before.outline;
          return !outlineShown && f.shadow === before.shadow && f.border === before.border;
        });
      })
      .map(({ label }) => label);
  });
  return unmarked;
}

/** Tabs through the page and fails, naming them, if any focused element shows no mark. */
export async function expectFocusRings(page: Page, where: string, maxTabs?: number) {
  const unmarked = await unmarkedFocus(page, maxTabs);
  expect(unmarked, `focused elements with nothing visible marking them on ${where}`).toEqual([]);
}
