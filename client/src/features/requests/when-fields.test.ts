import { describe, expect, it } from 'vitest';
import { checkWhenFields, NO_WHEN, type WhenFields, whenFields, whenOfFields } from './when-fields';

const checked = whenFields.superRefine(checkWhenFields);
const problems = (f: Partial<WhenFields>) => {
  const result = checked.safeParse({ ...NO_WHEN, ...f });
  return result.success
    ? {}
    : // The form shows each field's first problem.
      Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
};

describe('the request form’s "When" fields', () => {
  it('send nothing when nothing is chosen, and each kind as the contract has it', () => {
    expect(whenOfFields(NO_WHEN)).toBeUndefined();
    expect(whenOfFields({ ...NO_WHEN, when_kind: 'asap', when_date: '2026-12-01' })).toEqual({
      kind: 'asap',
    });
    expect(
      whenOfFields({
        ...NO_WHEN,
        when_kind: 'window',
        when_date: '2026-12-01',
        when_window: 'evening',
      }),
    ).toEqual({ kind: 'window', date: '2026-12-01', window: 'evening' });
    expect(
      whenOfFields({
        ...NO_WHEN,
        when_kind: 'range',
        when_date: '2026-12-01',
        when_from: '09:00',
        when_to: '10:30',
      }),
    ).toEqual({ kind: 'range', date: '2026-12-01', from: '09:00', to: '10:30' });
  });

  it('put each problem under its own field, in catalog keys', () => {
    expect(problems({})).toEqual({});
    expect(problems({ when_kind: 'window' })).toEqual({
      when_date: 'requests.when.errors.badDate',
      when_window: 'requests.when.errors.chooseWindow',
    });
    expect(
      problems({ when_kind: 'range', when_date: '2026-12-01', when_from: '10:00', when_to: '' }),
    ).toEqual({ when_to: 'requests.when.errors.badTime' });
    expect(
      problems({
        when_kind: 'range',
        when_date: '2026-12-01',
        when_from: '10:00',
        when_to: '10:15',
      }),
    ).toEqual({ when_to: 'requests.when.errors.shortRange' });
    expect(problems({ when_kind: 'flexible' })).toEqual({});
  });
});
