import type { RequestWhen } from '#contracts/request-when';
import { useNow } from '#lib/use-now';
import { formatWhen } from './format-when';

/**
 * A request's "when" as read now ('Tomorrow, evening (5–9 pm)'), a `<time>` when it has a slot.
 * Callers read texts with useTranslation, so it is worded again when the language changes.
 */
export function WhenValue({ when }: { when: RequestWhen }) {
  const now = useNow();
  const words = formatWhen(when, now);
  return when.starts_at ? <time dateTime={when.starts_at}>{words}</time> : words;
}
