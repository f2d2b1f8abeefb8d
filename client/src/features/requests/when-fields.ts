import { z } from 'zod';
import {
  type RequestWhenInput,
  requestWhenInput,
  SLOT_WINDOW_NAMES,
  type SlotWindow,
  WHEN_KINDS,
} from '#contracts/request-when';

/** The form's "When" fields as typed: '' where nothing is chosen or written yet. */
export const whenFields = z.object({
  when_kind: z.enum(['', ...WHEN_KINDS]),
  when_date: z.string(),
  when_window: z.enum(['', ...SLOT_WINDOW_NAMES]),
  when_from: z.string(),
  when_to: z.string(),
});
export type WhenFields = z.infer<typeof whenFields>;
export const NO_WHEN: WhenFields = {
  when_kind: '',
  when_date: '',
  when_window: '',
  when_from: '',
  when_to: '',
};

/** What the fields ask for, as the contract's `when` (undefined: not said); not yet checked. */
export function whenOfFields(f: WhenFields): RequestWhenInput | undefined {
  switch (f.when_kind) {
    case '':
      return undefined;
    case 'asap':
    case 'flexible':
      return { kind: f.when_kind };
    case 'window':
      return { kind: 'window', date: f.when_date, window: f.when_window as SlotWindow };
    case 'range':
      return { kind: 'range', date: f.when_date, from: f.when_from, to: f.when_to };
  }
}

/** Which field shows a problem of the contract's `when` at `path`. */
const FIELD_OF: Record<string, keyof WhenFields> = {
  date: 'when_date',
  window: 'when_window',
  from: 'when_from',
  to: 'when_to',
};

/**
 * The contract's own checks of the chosen "when", each problem put under its field (an
 * unchosen window says so). The day's place against the city's today is the server's to say.
 */
export function checkWhenFields(f: WhenFields, ctx: z.RefinementCtx): void {
  const when = whenOfFields(f);
  if (!when) return;
  if (when.kind === 'window' && f.when_window === '') {
    ctx.addIssue({
      code: 'custom',
      message: 'requests.when.errors.chooseWindow',
      path: ['when_window'],
    });
  }
  const parsed = requestWhenInput.safeParse(when);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !(field === 'when_window' && f.when_window === ''))
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
  }
}
