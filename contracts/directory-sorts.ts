/**
 * The directory's sort orders (contracts/provider-directory.ts). A module without zod: the
 * directory page's filters read them without building the directory's schemas (decision 0112).
 */
export const DIRECTORY_SORTS = ['rating', 'jobs'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
