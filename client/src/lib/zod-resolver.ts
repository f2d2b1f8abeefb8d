import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { textOrSelf } from './i18n';

/**
 * A react-hook-form resolver from a zod schema: the parsed (transformed) values on success,
 * else the first issue of each field as that field's error.
 */
export function zodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };

    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) path.push('root');
      setFirst(errors, path, {
        type: issue.code,
        message: textOrSelf(issue.message, limitsOf(issue)),
      });
    }
    return { values: {}, errors: errors as FieldErrors<z.input<Schema>> };
  };
}

/**
 * The bounds a length or size issue names, for texts that say them ('at most {{maximum}}
 * characters').
 */
function limitsOf(issue: z.core.$ZodIssue): Record<string, number> | undefined {
  const limits: Record<string, number> = {};
  if ('maximum' in issue) limits.maximum = Number(issue.maximum);
  if ('minimum' in issue) limits.minimum = Number(issue.minimum);
  return Object.keys(limits).length > 0 ? limits : undefined;
}

/** Puts `error` at `path` in a nested object, keeping an error already there. */
function setFirst(target: Record<string, unknown>, path: string[], error: FieldError): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  if (!(last in node)) node[last] = error;
}
