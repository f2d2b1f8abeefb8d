import type { ReactNode } from 'react';

/**
 * Something a person typed (a name, an address, a review, a message, the admin's note), shown
 * in its own direction: English typed on an Urdu page (or Urdu on an English page) keeps its
 * leading numbers and trailing full stop where they were written, and cannot reorder the words
 * beside it. A `<bdi>` takes its direction from its first strong letter, as `dir="auto"` does.
 * Blocks of typed text (a chat bubble) may say `dir="auto"` on the block instead.
 */
export function Typed({ children }: { children?: ReactNode }) {
  return <bdi>{children}</bdi>;
}
