import { Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODERATION_NOTE_MAX, REPORT_REASONS, type ReportReason } from '#contracts/moderation';
import { reasonKey } from '#contracts/notification-text';

type Props = {
  label: string;
  reason: ReportReason | null;
  onReason: (reason: ReportReason) => void;
  noteLabel: string;
  note: string;
  onNote: (note: string) => void;
};

/** A reason from the fixed list and an optional note (decision 0067): a report's or a hiding's. */
export function ReasonPicker({ label, reason, onReason, noteLabel, note, onNote }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Radio.Group
        label={label}
        value={reason}
        onChange={(value) => onReason(value as ReportReason)}
        withAsterisk
      >
        <Stack gap={6} mt="xs">
          {REPORT_REASONS.map((r) => (
            <Radio key={r} value={r} label={t(reasonKey(r))} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={noteLabel}
        value={note}
        onChange={(e) => onNote(e.currentTarget.value)}
        maxLength={MODERATION_NOTE_MAX}
        autosize
        minRows={2}
        maxRows={5}
        dir="auto"
      />
    </Stack>
  );
}
