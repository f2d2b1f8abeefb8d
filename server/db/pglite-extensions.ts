import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every embedded database is opened with (decision 0082). PGlite ships them as
 * modules to load at open; a migration then runs `create extension`, as on a PostgreSQL
 * server, where they come with the server's contrib package.
 */
export const pgliteExtensions = { pg_trgm };
