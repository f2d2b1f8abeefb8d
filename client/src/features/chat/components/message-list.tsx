import { Button, Center, EmptyState, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import type { UserType } from '#contracts/auth';
import { OfferBubble } from '#features/offers/shared/offer-bubble';
import { offerViews } from '#features/offers/shared/offer-view';
import { useNow } from '#lib/use-now';
import { oldestFirst, useRoomMessages } from '../api/chat';
import { useMarkRead, useOtherTyping } from '../use-chat-presence';
import classes from './chat.module.css';
import { MessageBubble } from './message-bubble';

type Props = {
  room: string;
  viewer: UserType;
  otherName: string;
  /** The newest message id the other party has read (the viewer's messages up to it were seen). */
  otherReadId: number;
};

/**
 * The 400px message box, oldest to newest. It scrolls to the newest message when one
 * arrives, and keeps its place when earlier messages are loaded above.
 */
export function MessageList({ room, viewer, otherName, otherReadId }: Props) {
  const { t } = useTranslation();
  const query = useRoomMessages(room);
  const messages = oldestFirst(query.data);
  const now = useNow();
  const views = offerViews(messages, now);
  const viewport = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: 0, last: 0, height: 0, top: 0 });

  const firstId = messages[0]?.message_id ?? 0;
  const lastId = messages.at(-1)?.message_id ?? 0;
  const lastOtherId = messages.findLast((m) => m.sender_type !== viewer)?.message_id ?? 0;
  // "Seen" goes under the viewer's newest message the other party has read, and only there.
  const seenId =
    messages.findLast((m) => m.sender_type === viewer && m.message_id <= otherReadId)?.message_id ??
    0;
  useMarkRead(room, lastId, viewer);
  const typing = useOtherTyping(room, lastOtherId);

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const before = seen.current;
    if (lastId !== before.last) {
      el.scrollTo({ top: el.scrollHeight, behavior: before.last ? 'smooth' : 'instant' });
    } else if (firstId !== before.first && before.first) {
      // Earlier messages were put above: stay on the message that was on screen.
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    }
    seen.current = { first: firstId, last: lastId, height: el.scrollHeight, top: el.scrollTop };
  }, [firstId, lastId]);

  const remember = () => {
    const el = viewport.current;
    if (el) seen.current = { ...seen.current, height: el.scrollHeight, top: el.scrollTop };
  };

  return (
    <ScrollArea
      className={classes.messageBox}
      viewportRef={viewport}
      viewportProps={{ className: classes.messageViewport, onScroll: remember, tabIndex: 0 }}
      type="auto"
      offsetScrollbars
    >
      <Stack gap="md" p="md" role="log" aria-label={t('chat.messages.label')} aria-live="polite">
        {query.isPending && <MessagesSkeleton />}
        {query.isError && (
          <LoadError message={t('chat.messages.loadFailed')} onRetry={() => void query.refetch()} />
        )}
        {query.hasNextPage && (
          <Center>
            <Button
              size="xs"
              variant="subtle"
              loading={query.isFetchingNextPage}
              onClick={() => {
                remember();
                void query.fetchNextPage();
              }}
            >
              {t('chat.messages.loadEarlier')}
            </Button>
          </Center>
        )}
        {query.isSuccess && messages.length === 0 && (
          <EmptyState
            py="xl"
            variant="light"
            icon={<ChatIcon />}
            title={t('chat.messages.emptyTitle')}
            description={t('chat.messages.sayHello', { name: otherName })}
          />
        )}
        {messages.map((m) => {
          const own = m.sender_type === viewer;
          const view = views.get(m.message_id);
          return view ? (
            <OfferBubble
              key={m.message_id}
              message={m}
              viewer={viewer}
              otherName={otherName}
              view={view}
              now={now}
            />
          ) : (
            <MessageBubble
              key={m.message_id}
              message={m}
              own={own}
              author={own ? t('chat.messages.you') : otherName}
              seen={m.message_id === seenId}
            />
          );
        })}
        <Text size="xs" c="dimmed" fs="italic" role="status" mih={18}>
          {typing ? t('chat.messages.typing', { name: otherName }) : ''}
        </Text>
      </Stack>
    </ScrollArea>
  );
}

function MessagesSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('chat.messages.loading')}>
      <Skeleton height={36} width="55%" radius="lg" />
      <Skeleton height={36} width="40%" radius="lg" ms="auto" />
      <Skeleton height={60} width="65%" radius="lg" />
      <Skeleton height={36} width="35%" radius="lg" ms="auto" />
    </Stack>
  );
}
