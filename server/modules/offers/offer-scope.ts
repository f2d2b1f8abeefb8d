/** What a request making an offer may say of its scope (the contract has trimmed and checked it). */
export type ScopeInput = { included?: string | null; duration_minutes?: number | null };

/** The columns an offer stores of its scope: absent or empty says none. */
export const scopeColumns = (scope: ScopeInput) => ({
  included: scope.included || null,
  duration_minutes: scope.duration_minutes ?? null,
});
