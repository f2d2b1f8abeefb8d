import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_MAX_DAYS_AHEAD } from '#contracts/request-when';
import { type RescheduleInput, rescheduleInput } from '#contracts/reschedules';
import { addDays, localDayOf } from '#contracts/time-zones';
import { textOrSelf } from '#lib/i18n';
import { useNow } from '#lib/use-now';

type Field = keyof RescheduleInput;
type Props = {
  opened: boolean;
  /** The appointment's zone: the day's bounds are its today. */
  timeZone: string;
  busy: boolean;
  onSend: (slot: RescheduleInput) => void;
  onClose: () => void;
};

const LABELS = {
  date: 'requests.when.date',
  from: 'requests.when.from',
  to: 'requests.when.to',
} as const;

/**
 * "Propose another time": a day and a from–to time in the appointment's zone, checked with the
 * contract's rules (the day against the zone's today is the server's to say).
 */
export function RescheduleModal({ opened, timeZone, busy, onSend, onClose }: Props) {
  const { t } = useTranslation();
  const today = localDayOf(new Date(useNow()), timeZone);
  const [draft, setDraft] = useState<RescheduleInput>({ date: '', from: '', to: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const send = () => {
    const parsed = rescheduleInput.safeParse(draft);
    if (parsed.success) {
      setProblems({});
      onSend(parsed.data);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setProblems(found);
  };
  const input = (field: Field) => ({
    label: t(LABELS[field]),
    required: true,
    disabled: busy,
    value: draft[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [field]: e.currentTarget.value }),
    error: problems[field] ? textOrSelf(problems[field]) : undefined,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.booking.proposeTitle')}
      centered
      // What was typed stays when a clash is asked about and the provider goes back to it.
      keepMounted
    >
      <Stack gap="md">
        <Text size="sm">{t('orders.booking.proposeHint')}</Text>
        <TextInput
          type="date"
          min={today}
          max={addDays(today, SLOT_MAX_DAYS_AHEAD)}
          {...input('date')}
          data-autofocus
        />
        <Group gap="sm" grow align="flex-start">
          <TextInput type="time" step={900} {...input('from')} />
          <TextInput type="time" step={900} {...input('to')} />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('orders.booking.close')}
          </Button>
          <Button loading={busy} onClick={send}>
            {t('orders.booking.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
