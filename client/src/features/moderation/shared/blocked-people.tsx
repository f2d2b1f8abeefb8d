import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import { Typed } from '#components/ui/typed';
import type { BlockedPerson } from '#contracts/moderation';
import { formatDay } from '#lib/format-date';
import { useBlockedPeople } from '../api/moderation';
import { BlockButton } from './block-button';

/** The settings' list of people the signed-in person blocked, each with Unblock (decision 0067). */
export function BlockedPeople() {
  const { t } = useTranslation();
  const heading = useId();
  const people = useBlockedPeople();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={heading}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={heading}>
          {t('moderation.block.listTitle')}
        </Title>
        <PagedQueryStates
          query={people}
          loading={
            <Skeleton
              height={60}
              role="status"
              aria-busy="true"
              aria-label={t('moderation.block.listLoading')}
            />
          }
          errorMessage={t('moderation.block.loadFailed')}
          empty={{
            icon: <CheckIcon size={24} />,
            title: t('moderation.block.empty'),
            description: t('moderation.block.emptyText'),
          }}
          what={t('moderation.block.listTitle')}
        >
          {(items: BlockedPerson[]) => (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((p) => (
                <Group component="li" key={p.user_id} justify="space-between" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      <Typed>{p.name}</Typed>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('moderation.block.since', {
                        date: formatDay(new Date(p.blocked_at).toISOString()),
                      })}
                    </Text>
                  </div>
                  <BlockButton userId={p.user_id} name={p.name} />
                </Group>
              ))}
            </Stack>
          )}
        </PagedQueryStates>
      </Stack>
    </Paper>
  );
}
