import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationReport, ReportReason } from '#contracts/moderation';
import { reasonKey } from '#contracts/notification-text';
import { isolate } from '#contracts/text-rules';
import { errorText } from '#lib/error-text';
import { formatDayTime } from '#lib/format-date';
import { type ModerationAction, useModerationAction } from '../api/admin-moderation';
import { ReasonPicker } from '../shared/reason-picker';

const KINDS = {
  user: 'moderation.queue.kinds.user',
  review: 'moderation.queue.kinds.review',
  message: 'moderation.queue.kinds.message',
} as const;

const DONE = {
  hide: 'moderation.queue.hidden',
  dismiss: 'moderation.queue.dismissed',
  handle: 'moderation.queue.handled',
} as const;

/** One open report: what it is about, why, who sent it; and the moderator's actions. */
export function ReportCard({ report: r }: { report: ModerationReport }) {
  const { t, i18n } = useTranslation();
  const act = useModerationAction();
  const [hiding, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState<ReportReason | null>(r.reason);
  const [note, setNote] = useState('');
  const run = (a: ModerationAction) =>
    act.mutate(a, {
      onSuccess: () => {
        close();
        notifications.show({ color: 'green', message: t(DONE[a.action]) });
      },
    });
  const hideable = r.target_kind !== 'user' && !r.target_hidden;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Badge variant="light">{t(KINDS[r.target_kind])}</Badge>
            {r.target_hidden && (
              <Badge color="gray" variant="light">
                {t('moderation.queue.alreadyHidden')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatDayTime(r.created_at, i18n.language)}
          </Text>
        </Group>
        <Text fw={600}>{t('moderation.queue.about', { name: isolate(r.target_user.name) })}</Text>
        {r.target_rating !== null && (
          <Text size="sm">{t('moderation.queue.rating', { rating: r.target_rating })}</Text>
        )}
        {r.target_text !== null && (
          <Text
            size="sm"
            p="xs"
            bg="var(--mantine-color-default-hover)"
            dir="auto"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', borderRadius: 4 }}
          >
            {r.target_text}
          </Text>
        )}
        <Text size="sm">{t('moderation.queue.reason', { reason: t(reasonKey(r.reason)) })}</Text>
        {r.note !== null && (
          <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {r.note}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('moderation.queue.reportedBy', {
            name: isolate(r.reporter.name),
            date: formatDayTime(r.created_at, i18n.language),
          })}
        </Text>
        {act.isError && !hiding && (
          <Alert color="red" role="alert">
            {errorText(act.error, t('moderation.queue.actionFailed'))}
          </Alert>
        )}
        <Group gap="xs" mt={4}>
          {hideable && (
            <Button size="xs" color="red" onClick={open}>
              {t('moderation.queue.hide')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={act.isPending && act.variables?.action === 'handle'}
            onClick={() => run({ action: 'handle', reportId: r.report_id })}
          >
            {t('moderation.queue.handle')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            loading={act.isPending && act.variables?.action === 'dismiss'}
            onClick={() => run({ action: 'dismiss', reportId: r.report_id })}
          >
            {t('moderation.queue.dismiss')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={hiding} onClose={close} title={t('moderation.queue.hideTitle')} centered>
        <Stack gap="md">
          <ReasonPicker
            label={t('moderation.queue.hideReason')}
            reason={reason}
            onReason={setReason}
            noteLabel={t('moderation.queue.hideNote')}
            note={note}
            onNote={setNote}
          />
          {act.isError && (
            <Alert color="red" role="alert">
              {errorText(act.error, t('moderation.queue.actionFailed'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('moderation.queue.cancel')}
            </Button>
            <Button
              color="red"
              disabled={!reason}
              loading={act.isPending}
              onClick={() =>
                reason &&
                run({
                  action: 'hide',
                  reportId: r.report_id,
                  body: { reason, ...(note.trim() && { note }) },
                })
              }
            >
              {t('moderation.queue.hideConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
