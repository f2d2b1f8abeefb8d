import { Badge, Button, FileInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { Typed } from '#components/ui/typed';
import { UploadProgress } from '#components/ui/upload-progress';
import {
  ID_CHECK_REASON_KEYS,
  ID_FILES_KEPT_DAYS,
  MAX_ID_IMAGE_BYTES,
  type OwnIdCheck,
} from '#contracts/id-checks';
import { errorText } from '#lib/error-text';
import { formatDay } from '#lib/format-date';
import type { TextKey } from '#locales/catalog';
import { useOwnIdCheck, useSubmitIdCheck } from '../api/id-checks';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const LIMIT_MB = MAX_ID_IMAGE_BYTES / 1024 / 1024;
const STATUS = {
  none: { color: 'gray', label: 'idChecks.card.status.none' },
  pending: { color: 'yellow', label: 'idChecks.card.status.pending' },
  approved: { color: 'green', label: 'idChecks.card.status.approved' },
  rejected: { color: 'red', label: 'idChecks.card.status.rejected' },
} as const satisfies Record<string, { color: string; label: TextKey }>;
const SIDE_LABEL = { front: 'idChecks.card.front', back: 'idChecks.card.back' } as const;

/** Where the provider's check stands, in words: when it was sent or decided, and why not. */
function StatusNote({ check }: { check: OwnIdCheck }) {
  const { t } = useTranslation();
  const day = (iso: string | null) => (iso ? formatDay(iso) : '');
  if (check.status === 'pending')
    return (
      <Text size="sm">{t('idChecks.card.pendingNote', { date: day(check.submittedAt) })}</Text>
    );
  if (check.status === 'approved')
    return <Text size="sm">{t('idChecks.card.approvedNote', { date: day(check.decidedAt) })}</Text>;
  if (check.status !== 'rejected' || !check.reason) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('idChecks.card.rejectedNote', {
          date: day(check.decidedAt),
          reason: t(ID_CHECK_REASON_KEYS[check.reason]),
        })}
      </Text>
      {check.note && (
        <Text size="sm">
          {t('idChecks.card.adminNote')} <Typed>{check.note}</Typed>
        </Text>
      )}
    </Stack>
  );
}

/** The front and back file fields and the send button, with the upload's progress. */
function UploadForm({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitIdCheck();
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const tooLarge = (f: File | null) =>
    f && f.size > MAX_ID_IMAGE_BYTES ? t('errors.upload.tooLarge', { megabytes: LIMIT_MB }) : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    submit.reset();
    if (!front || !back) return setFormError(t('idChecks.errors.bothSides'));
    if (tooLarge(front) || tooLarge(back)) return;
    setFormError(null);
    setProgress(0);
    try {
      await submit.mutateAsync({ front, back, onProgress: setProgress });
    } catch {
      return; // the alert says why
    } finally {
      setProgress(null);
    }
    notifications.show({ color: 'green', message: t('idChecks.card.sent') });
  };

  const field = (side: 'front' | 'back', value: File | null, set: (f: File | null) => void) => (
    <FileInput
      name={`cnic-${side}`}
      label={t(SIDE_LABEL[side])}
      description={t('idChecks.card.fileHint', { megabytes: LIMIT_MB })}
      accept={TYPES.join(',')}
      value={value}
      onChange={(f) => {
        submit.reset();
        setFormError(null);
        set(f);
      }}
      error={tooLarge(value)}
      disabled={submit.isPending}
    />
  );

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm" maw={560}>
        {field('front', front, setFront)}
        {field('back', back, setBack)}
        {progress !== null && <UploadProgress percent={progress} of="image" />}
        <FormAlert message={formError ?? (submit.isError ? errorText(submit.error) : null)} />
        <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
          {t(again ? 'idChecks.card.sendAgain' : 'idChecks.card.send')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /SpProfile's ID verification card (decision 0066): the provider sends its CNIC's two sides
 * privately, sees whether it waits, was approved or was rejected (and why), and sends new
 * photos after a rejection.
 */
export function IdCheckCard() {
  const { t } = useTranslation();
  const check = useOwnIdCheck();
  const headingId = useId();
  const status = check.data?.status ?? 'none';
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      mt="lg"
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('idChecks.card.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('idChecks.card.intro', { days: ID_FILES_KEPT_DAYS })}
        </Text>
        {check.isPending ? (
          <Skeleton height={120} aria-label={t('idChecks.card.loading')} />
        ) : check.isError ? (
          <LoadError message={t('idChecks.card.loadError')} onRetry={() => void check.refetch()} />
        ) : (
          <>
            <Badge
              color={STATUS[status].color}
              variant="light"
              tt="none"
              w="fit-content"
              data-testid="id-check-status"
            >
              {t(STATUS[status].label)}
            </Badge>
            <StatusNote check={check.data} />
            {(status === 'none' || status === 'rejected') && (
              <UploadForm again={status === 'rejected'} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
