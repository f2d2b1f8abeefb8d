import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportReason, ReportTargetKind } from '#contracts/moderation';
import { errorText } from '#lib/error-text';
import { useReport } from '../api/moderation';
import { ReasonPicker } from './reason-picker';

type Props = {
  opened: boolean;
  onClose: () => void;
  kind: ReportTargetKind;
  targetId: number;
};

const TITLES = {
  user: 'moderation.report.user',
  review: 'moderation.report.review',
  message: 'moderation.report.message',
} as const;

/** Asks why, then sends a report of a user, a review or a message (decision 0067). */
export function ReportDialog({ opened, onClose, kind, targetId }: Props) {
  const { t } = useTranslation();
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const close = () => {
    report.reset();
    setReason(null);
    setNote('');
    onClose();
  };
  const send = () => {
    if (!reason) return;
    report.mutate(
      { target_kind: kind, target_id: targetId, reason, ...(note.trim() && { note }) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('moderation.report.sent') });
          close();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t(TITLES[kind])} centered>
      <Stack gap="md">
        <ReasonPicker
          label={t('moderation.report.reason')}
          reason={reason}
          onReason={setReason}
          noteLabel={t('moderation.report.note')}
          note={note}
          onNote={setNote}
        />
        {report.isError && (
          <Alert color="red" role="alert">
            {errorText(report.error, t('moderation.report.failed'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('moderation.report.cancel')}
          </Button>
          <Button color="red" onClick={send} disabled={!reason} loading={report.isPending}>
            {t('moderation.report.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
