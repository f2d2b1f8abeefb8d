import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import type { UserType } from '#contracts/auth';
import { OfferComposer } from '#features/offers/shared/offer-composer';
import { ApiError } from '#lib/api-client';
import { loadedHeads, useChatHead, useChatHeads } from '../api/chat';
import { useRoomPresence } from '../use-room-presence';
import { useSelectedRoom } from '../use-selected-room';
import classes from './chat.module.css';
import { ChatHeadList } from './chat-head-list';
import { ChatPane } from './chat-pane';

/**
 * Both chat pages: the list of chats on the left, the chosen one (`?room=`) on the right, and
 * the client's offer box under it, or beside it on a wide screen (so a 1280x800 screen shows
 * it without scrolling). Below Mantine's `sm` breakpoint they take turns (CSS only, so nothing
 * typed is lost when the screen turns): the list while no chat is open, else the chat with a
 * back button.
 */
export function ChatScreen({ viewer }: { viewer: UserType }) {
  const { t } = useTranslation();
  const heads = useChatHeads();
  const { room, select } = useSelectedRoom();
  const loaded = loadedHeads(heads.data);
  const listLoaded = heads.data !== undefined;
  const listed = loaded.find((h) => h.room === room) ?? null;
  // A chat opened from a link (a notification, an old order) may be past the pages loaded.
  const single = useChatHead(room, listLoaded && listed === null);
  const head = listed ?? single.data ?? null;
  // Only the server's "no" means the chat is not the user's; a failed fetch can be retried.
  const refused = single.error instanceof ApiError && single.error.status < 500;
  const missing = room !== null && listLoaded && head === null && refused;
  useRoomPresence(head?.room ?? null);
  // A chat newer than every loaded one was just opened: the list fetches it in.
  const isNew = single.data !== undefined && single.data.updated_at >= (loaded[0]?.updated_at ?? 0);
  useRefetchForNewRoom(isNew, heads.refetch);

  const list = (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('chat.list.label')}>
      <ChatHeadList heads={heads} viewer={viewer} selectedRoom={room} onSelect={select} />
    </Paper>
  );
  // Nothing to open yet: the empty list alone says what to do.
  const noChats = listLoaded && loaded.length === 0 && room === null;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('chat.title')}
      </Title>
      {noChats ? (
        list
      ) : (
        <div
          className={classes.layout}
          data-open={room ? true : undefined}
          data-offers={viewer === 'clients' ? true : undefined}
        >
          <div className={classes.listCell}>{list}</div>
          <div className={classes.chatCell}>
            <Stack gap="sm">
              {single.isError && !refused && !single.isFetching && (
                <LoadError
                  message={t('chat.pane.loadFailed')}
                  onRetry={() => void single.refetch()}
                />
              )}
              {missing && !heads.isFetching && !single.isFetching && (
                <Alert
                  color="yellow"
                  variant="light"
                  title={t('chat.pane.notFoundTitle')}
                  role="alert"
                >
                  {t('chat.pane.notFoundText')}{' '}
                  <Button size="compact-xs" variant="subtle" onClick={() => select(null)}>
                    {t('chat.pane.close')}
                  </Button>
                </Alert>
              )}
              <ChatPane
                head={head}
                opening={room !== null && head === null && !missing}
                viewer={viewer}
                onBack={() => select(null)}
              />
            </Stack>
          </div>
          {viewer === 'clients' && (
            <div className={classes.offerCell}>
              <OfferComposer room={head?.room ?? null} />
            </div>
          )}
        </div>
      )}
    </Container>
  );
}

/** A chat opened after the list was read (brand new) is not in it yet: refetch the list once. */
function useRefetchForNewRoom(isNew: boolean, refetch: () => Promise<unknown>) {
  const tried = useRef(false);
  useEffect(() => {
    if (!isNew) {
      tried.current = false;
      return;
    }
    if (tried.current) return;
    tried.current = true;
    void refetch();
  }, [isNew, refetch]);
}
