import { Button, Group, Skeleton, Stack } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import type { UserType } from '#contracts/auth';
import { paths } from '#lib/paths';
import { type HeadPages, loadedHeads } from '../api/chat';
import { ChatHeadRow } from './chat-head-row';

type Props = {
  heads: UseInfiniteQueryResult<HeadPages>;
  viewer: UserType;
  selectedRoom: string | null;
  onSelect: (room: string) => void;
};

/** The left column: the user's chats, most recent first, a page at a time. */
export function ChatHeadList({ heads, viewer, selectedRoom, onSelect }: Props) {
  const { t } = useTranslation();
  const client = viewer === 'clients';
  return (
    <PagedQueryStates
      query={heads}
      loading={
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('chat.list.loading')}>
          {[1, 2, 3, 4].map((i) => (
            <Group key={i} gap="sm" wrap="nowrap" p="xs">
              <Skeleton circle height={40} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="60%" />
                <Skeleton height={10} width="85%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      }
      errorMessage={t('chat.list.loadFailed')}
      empty={{
        icon: <ChatIcon />,
        title: t('chat.list.emptyTitle'),
        description: client ? t('chat.list.emptyClient') : t('chat.list.emptyProvider'),
        actions: (
          <Button component={Link} to={client ? paths.categories : paths.requests} variant="light">
            {client ? t('chat.list.browseCategories') : t('chat.list.seeRequests')}
          </Button>
        ),
      }}
      what={t('chat.list.more')}
      loaded={loadedHeads}
      gap="sm"
    >
      {(list) => (
        <Stack
          component="ul"
          gap={4}
          aria-label={t('chat.list.chats')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((head) => (
            <li key={head.room}>
              <ChatHeadRow
                head={head}
                viewer={viewer}
                selected={head.room === selectedRoom}
                onSelect={onSelect}
              />
            </li>
          ))}
        </Stack>
      )}
    </PagedQueryStates>
  );
}
