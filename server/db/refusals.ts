/** PostgreSQL's refusals a service turns into its own answer (SQLSTATE codes, both engines). */
const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** A unique constraint refused the row: the name, email or number is taken. */
export const isUniqueViolation = (err: unknown) => codeOf(err) === '23505';

/** A foreign key refused the delete: something still names the row. */
export const isForeignKeyViolation = (err: unknown) => codeOf(err) === '23503';
