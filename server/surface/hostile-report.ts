/** One thing wrong with an answer to a hostile input: its kind, and the input that showed it. */
export type Problem = { kind: string; detail: string };

export const cut = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;

/** One line per kind of problem: how often, and the first input that showed it. */
export function summary(problems: Problem[]): string[] {
  const kinds = new Map<string, { count: number; detail: string }>();
  for (const p of problems) {
    const seen = kinds.get(p.kind);
    if (seen) seen.count++;
    else kinds.set(p.kind, { count: 1, detail: p.detail });
  }
  return [...kinds].map(([kind, { count, detail }]) => `${kind} (x${count}), e.g. ${detail}`);
}
