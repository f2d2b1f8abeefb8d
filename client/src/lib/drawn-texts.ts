/**
 * Formatted texts (days, months, amounts, counts) a page the server rendered came with
 * (decision 0115). The platform's first date or number format loads its locale's data: 30 to
 * 80 ms on a desktop, several times that on a phone, in one task that cannot yield. Taking over
 * a public page, the app draws the texts the server drew, as the server wrote them, and makes
 * no format at all; the first one is made when something new is drawn.
 *
 * A text is known by what it formats, how, and in which locale: the same value drawn the same
 * way is the same text, so a seeded text stays right after the takeover too.
 */
const seeded = new Map<string, string>();
/** While the server renders a page: the texts it draws. */
let recording: Record<string, string> | null = null;

/** `value` formatted as `how` in `locale` by `make`, unless the page came with that text. */
export function drawnText(
  how: string,
  locale: string,
  value: string | number,
  make: () => string,
): string {
  // -0 is written '-Rs 0.00' as an amount, and would be '0' in a key.
  const key = `${how}|${locale}|${Object.is(value, -0) ? '-0' : value}`;
  const known = seeded.get(key);
  if (known !== undefined) return known;
  const text = make();
  if (recording) recording[key] = text;
  return text;
}

/** The server, around one page's render: answers the texts the page drew. */
export function recordDrawnTexts(): { stop(): Record<string, string> } {
  const texts: Record<string, string> = {};
  recording = texts;
  return {
    stop() {
      if (recording === texts) recording = null;
      return texts;
    },
  };
}

/** The browser, before it takes a page over: the texts the page came with. */
export function seedDrawnTexts(texts: Record<string, string> | undefined): void {
  for (const [key, text] of Object.entries(texts ?? {})) {
    if (typeof text === 'string') seeded.set(key, text);
  }
}
