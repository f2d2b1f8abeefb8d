// The search's numbers (contracts/search.ts has its schemas). A module without zod: the
// directory's search box reads them without building a schema (decision 0112).

/** The longest search a visitor may send, in characters. */
export const SEARCH_QUERY_MAX = 80;
