/**
 * The characters user text may not hold, and how text the product composes keeps what it
 * quotes in place (decision 0046). Pure: the contracts refuse with it, the server composes
 * with it.
 */

/**
 * Embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI): they
 * reorder the text after them, up to the end of the paragraph.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Line breaks and the other control characters (C0, DEL, C1, line and paragraph separators). */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;
/**
 * Invisible format characters (Unicode's Cf: direction marks, zero-width space, word joiner,
 * soft hyphen, tag characters, ...) except ZWNJ and ZWJ, which Urdu words and emoji need.
 */
const INVISIBLE = /(?![\u200C\u200D])\p{Cf}/gu;

const found = (pattern: RegExp, s: string) => {
  pattern.lastIndex = 0;
  return pattern.test(s);
};

/** True when `s` holds an embedding, override or isolate. */
export const hasBidiControls = (s: string) => found(BIDI_CONTROLS, s);
/** True when `s` holds a line break, tab or another control character. */
export const hasBreaks = (s: string) => found(BREAKS, s);
/** True when `s` holds an invisible format character other than ZWNJ and ZWJ. */
export const hasInvisibles = (s: string) => found(INVISIBLE, s);

/** `s` without embeddings, overrides and isolates. */
export const withoutBidiControls = (s: string) => s.replace(BIDI_CONTROLS, '');

/**
 * User text (a name, a service, a reason) set into a sentence the product composes: its own
 * controls dropped (a row stored before the rule may hold them) and the rest isolated
 * (FSI ... PDI), so that its direction cannot reorder the words around it.
 */
export const isolate = (s: string) => `\u2068${withoutBidiControls(s)}\u2069`;

/**
 * A text as one line that no reader reorders: breaks and controls become spaces, invisible
 * format characters (isolates too) go. For email subjects, which some mail programs show with
 * the controls as boxes.
 */
export const plainLine = (s: string) =>
  s.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
