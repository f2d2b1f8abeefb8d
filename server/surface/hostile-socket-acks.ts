import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { ErrorCode, errorBody } from '#contracts/errors';
import { isTextKey } from '../lib/i18n';

/** The documented refusal: `{ ok: false, error: { code, message, key?, params? } }`, nothing more. */
const refusalAck = z.strictObject({
  ok: z.literal(false),
  error: z.strictObject(errorBody.shape.error.shape),
});
const codes = new Set<string>(Object.values(ErrorCode));

export const isRefusal = (ack: unknown) => refusalAck.safeParse(ack).success;

/**
 * What is wrong with an event's ack (nothing, normally): it must be the success shape with
 * exactly the event's output, or the documented refusal with a known code that is not an
 * internal error, and a catalog key when it names one.
 */
export function ackProblems(output: z.ZodType, ack: unknown): string[] {
  if (typeof ack === 'object' && ack !== null && (ack as { ok?: unknown }).ok === true) {
    const keys = Object.keys(ack).sort().join();
    if (keys !== 'data,ok') return [`an ok ack with the keys ${keys}`];
    const data = (ack as { data: unknown }).data;
    const parsed = output.safeParse(data);
    if (!parsed.success) return ['an ok ack whose data is not the event’s output'];
    return isDeepStrictEqual(parsed.data, data) ? [] : ['an ok ack with undocumented fields'];
  }
  const refused = refusalAck.safeParse(ack);
  if (!refused.success) return ['an ack that is neither the output nor the refusal'];
  const { code, key } = refused.data.error;
  const problems: string[] = [];
  if (!codes.has(code)) problems.push(`a refusal with the undocumented code ${code}`);
  if (code === ErrorCode.internal) problems.push('a refusal with internal_error');
  if (key !== undefined && !isTextKey(key))
    problems.push(`a refusal naming no catalog key: ${key}`);
  return problems;
}
