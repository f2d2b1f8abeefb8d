import {
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { FormAlert } from '#components/ui/form-alert';
import { CheckIcon } from '#components/ui/icons';
import { QueryStates } from '#components/ui/query-states';
import { Typed } from '#components/ui/typed';
import {
  type AdminIdCheck,
  ID_CHECK_REASON_KEYS,
  ID_CHECK_REASONS,
  ID_FILES_KEPT_DAYS,
  type IdCheckReason,
  MAX_ID_NOTE_LENGTH,
} from '#contracts/id-checks';
import { ADMIN_KEY } from '#lib/admin-call';
import { errorText } from '#lib/error-text';
import { formatDay } from '#lib/format-date';
import { fetchPrivateImage } from '#lib/private-file';
import { useDecideIdCheck, useIdCheckQueue } from '../api/id-checks';

/** One side of a CNIC, fetched with the admin's token (the images have no public address). */
function CardImage({ path, alt }: { path: string; alt: string }) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: [ADMIN_KEY, 'id-check-image', path],
    queryFn: () => fetchPrivateImage(path.replace(/^\/api/, ''), 'admin'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const url = image.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (image.isPending) return <Skeleton height={180} radius="md" />;
  if (image.isError)
    return (
      <Text c="red" size="sm" role="alert">
        {t('idChecks.admin.imageError')}
      </Text>
    );
  return <Image src={url} alt={alt} radius="md" fit="contain" mah={320} />;
}

/** A pending check: the provider, both images, and the approve and reject actions. */
function CheckCard({ check }: { check: AdminIdCheck }) {
  const { t } = useTranslation();
  const decide = useDecideIdCheck();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<IdCheckReason | null>(null);
  const [note, setNote] = useState('');
  const name = check.fullname;

  const approve = async () => {
    await decide.mutateAsync({ checkId: check.check_id, decision: { decision: 'approve' } });
    notifications.show({ color: 'green', message: t('idChecks.admin.approved', { name }) });
  };
  const reject = async () => {
    if (!reason) return;
    await decide.mutateAsync({
      checkId: check.check_id,
      decision: { decision: 'reject', reason, note: note.trim() },
    });
    notifications.show({ color: 'green', message: t('idChecks.admin.rejected', { name }) });
  };
  const run = (action: () => Promise<void>) => () => void action().catch(() => undefined);

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Typed>{name}</Typed>
          </Title>
          <Text size="sm" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {check.email}
          </Text>
          <Text size="sm" c="dimmed">
            {t('idChecks.admin.submitted', { date: formatDay(check.submittedAt) })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CardImage path={check.frontUrl} alt={t('idChecks.admin.front', { name })} />
          <CardImage path={check.backUrl} alt={t('idChecks.admin.back', { name })} />
        </SimpleGrid>
        <FormAlert message={decide.isError ? errorText(decide.error) : null} />
        {rejecting ? (
          <Stack gap="xs" maw={480}>
            <ChoiceSelect
              label={t('idChecks.admin.reason')}
              data={ID_CHECK_REASONS.map((r) => ({ value: r, label: t(ID_CHECK_REASON_KEYS[r]) }))}
              value={reason}
              onChange={(v) => setReason(v as IdCheckReason | null)}
              required
            />
            <Textarea
              label={t('idChecks.admin.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={MAX_ID_NOTE_LENGTH}
              dir="auto"
              autosize
              minRows={1}
            />
            <Group gap="sm">
              <Button
                color="red"
                onClick={run(reject)}
                disabled={!reason}
                loading={decide.isPending}
              >
                {t('idChecks.admin.confirmReject')}
              </Button>
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('idChecks.admin.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm">
            <Button onClick={run(approve)} loading={decide.isPending}>
              {t('idChecks.admin.approve')}
            </Button>
            <Button variant="default" color="red" onClick={() => setRejecting(true)}>
              {t('idChecks.admin.reject')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The admin's "ID checks" tab (decision 0066): pending CNIC checks, oldest first. */
export function IdChecksTab() {
  const { t } = useTranslation();
  const queue = useIdCheckQueue();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('idChecks.admin.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('idChecks.admin.intro', { days: ID_FILES_KEPT_DAYS })}
      </Text>
      <QueryStates
        query={queue}
        loading={<Skeleton height={320} radius="md" aria-label={t('idChecks.admin.loading')} />}
        errorMessage={t('idChecks.admin.loadError')}
        empty={{
          icon: <CheckIcon />,
          title: t('idChecks.admin.emptyTitle'),
          description: t('idChecks.admin.emptyText'),
        }}
      >
        {(items) => (
          <Stack gap="md">
            {items.map((c) => (
              <CheckCard key={c.check_id} check={c} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
