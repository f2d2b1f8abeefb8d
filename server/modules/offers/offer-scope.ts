/** What a request making an offer may say of its scope (the contract has trimmed and checked it). */
export type ScopeInput = { included?: string | null; duration_minutes?: number | null };

/** The columns an offer stores of its scope: absent or empty says none. */
export const scopeColumns = (scope: ScopeInput) => ({
  included: scope.included || null,
  duration_minutes: scope.duration_minutes ?? null,
});

/**
 * A counter's scope: what it says, and for a field it leaves out (the spec's counter sends a
 * price alone) the answered offer's; `null` or an empty text clears a field.
 */
export const scopeAnswering = (answered: ScopeInput, counter: ScopeInput): ScopeInput => ({
  included: counter.included === undefined ? answered.included : counter.included,
  duration_minutes:
    counter.duration_minutes === undefined ? answered.duration_minutes : counter.duration_minutes,
});
