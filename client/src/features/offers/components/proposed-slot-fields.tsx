import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIME_ZONE,
  type LocalSlotInput,
  localSlotInput,
  SLOT_MAX_DAYS_AHEAD,
} from '#contracts/request-when';
import { addDays, localDayOf } from '#contracts/time-zones';
import { textOrSelf } from '#lib/i18n';
import { useNow } from '#lib/use-now';

/** "Propose a time" as typed: off, or a day and two times ('' where not written yet). */
export type SlotDraft = { on: boolean; date: string; from: string; to: string };
export const NO_SLOT_DRAFT: SlotDraft = { on: false, date: '', from: '', to: '' };
type SlotProblems = Partial<Record<'date' | 'from' | 'to', string>>;

/**
 * The proposed slot the draft asks for (undefined when off), or its problems as catalog keys
 * under each field: the contract's own checks (decision 0075); the day against the city's
 * today is the server's to say.
 */
export function checkSlotDraft(
  draft: SlotDraft,
): { ok: true; slot: LocalSlotInput | undefined } | { ok: false; problems: SlotProblems } {
  if (!draft.on) return { ok: true, slot: undefined };
  const parsed = localSlotInput.safeParse({ date: draft.date, from: draft.from, to: draft.to });
  if (parsed.success) return { ok: true, slot: parsed.data };
  const problems: SlotProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SlotProblems;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

type Props = {
  value: SlotDraft;
  onChange: (next: SlotDraft) => void;
  problems?: SlotProblems;
  disabled?: boolean;
};

const END_LABELS = { from: 'requests.when.from', to: 'requests.when.to' } as const;

/**
 * An offer's optional "Propose a time": a day and a from–to time, with the request form's
 * bounds (today to SLOT_MAX_DAYS_AHEAD days on, in Pakistan's zone like the request form).
 */
export function ProposedSlotFields({ value, onChange, problems = {}, disabled }: Props) {
  const { t } = useTranslation();
  const today = localDayOf(new Date(useNow()), DEFAULT_TIME_ZONE);
  const set = (patch: Partial<SlotDraft>) => onChange({ ...value, ...patch });
  const problem = (key: string | undefined) => (key ? textOrSelf(key) : undefined);
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('chat.slot.propose')}
        description={t('chat.slot.hint')}
        checked={value.on}
        disabled={disabled}
        onChange={(e) => set({ on: e.currentTarget.checked })}
      />
      {value.on && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('requests.when.date')}
            required
            min={today}
            max={addDays(today, SLOT_MAX_DAYS_AHEAD)}
            disabled={disabled}
            value={value.date}
            onChange={(e) => set({ date: e.currentTarget.value })}
            error={problem(problems.date)}
            w={{ base: '100%', xs: 170 }}
          />
          {(['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              type="time"
              label={t(END_LABELS[end])}
              required
              step={900}
              disabled={disabled}
              value={value[end]}
              onChange={(e) => set({ [end]: e.currentTarget.value })}
              error={problem(problems[end])}
              w={{ base: '100%', xs: 120 }}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
