import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import type { ModerationReport } from '#contracts/moderation';
import { useModerationQueue } from '../api/admin-moderation';
import { ReportCard } from './report-card';

/**
 * The moderators' queue (decision 0067): open reports newest first, each with what it is about,
 * the reason and the reporter; hide the review or message, dismiss, or mark handled.
 */
export function ModerationTab() {
  const { t } = useTranslation();
  const queue = useModerationQueue();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('moderation.queue.title')}
      </Title>
      <PagedQueryStates
        query={queue}
        loading={
          <Skeleton
            height={200}
            role="status"
            aria-busy="true"
            aria-label={t('moderation.queue.loading')}
          />
        }
        errorMessage={t('moderation.queue.loadFailed')}
        empty={{
          icon: <CheckIcon size={28} />,
          title: t('moderation.queue.emptyTitle'),
          description: t('moderation.queue.emptyText'),
        }}
        what={t('moderation.queue.title')}
      >
        {(reports: ModerationReport[]) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {reports.map((r) => (
              <ReportCard key={r.report_id} report={r} />
            ))}
          </Stack>
        )}
      </PagedQueryStates>
    </Stack>
  );
}
