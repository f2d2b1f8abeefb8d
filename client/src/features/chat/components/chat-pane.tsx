import {
  ActionIcon,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, ChatIcon } from '#components/ui/icons';
import { Typed } from '#components/ui/typed';
import type { UserType } from '#contracts/auth';
import type { ChatHead } from '#contracts/chat';
import { BlockNotice } from '#features/moderation/shared/block-button';
import { PersonActions } from '#features/moderation/shared/person-actions';
import { paths } from '#lib/paths';
import classes from './chat.module.css';
import { ChatAvatar } from './chat-avatar';
import { otherPartyOf } from './chat-head-row';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

type Props = {
  head: ChatHead | null;
  /** A chat named in the link is still being read: nothing can be sent to it yet. */
  opening: boolean;
  viewer: UserType;
  /** Back to the list of chats (a button shown on phones only). */
  onBack: () => void;
};

/** The open chat: its messages and the box to write in (the client's offer box is beside it). */
export function ChatPane({ head, opening, viewer, onBack }: Props) {
  const { t } = useTranslation();
  const name = head ? otherPartyOf(head, viewer) : '';
  const otherId = head ? (viewer === 'clients' ? head.sp_id : head.client_id) : undefined;
  return (
    <Stack gap="md">
      {head ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onBack}
              aria-label={t('chat.pane.back')}
              hiddenFrom="sm"
            >
              <ArrowLeftIcon className={classes.mirrored} />
            </ActionIcon>
            <ChatAvatar name={name} image={viewer === 'clients' ? head.sp_image : null} />
            <Box style={{ minWidth: 0 }}>
              <Title order={2} size="h4" lineClamp={1}>
                <Typed>{name}</Typed>
              </Title>
              <Text size="xs" c="dimmed" truncate>
                {viewer === 'clients' ? t('chat.pane.serviceProvider') : t('chat.pane.client')}
              </Text>
            </Box>
          </Group>
          <Group gap={4} wrap="wrap" justify="flex-end" style={{ flexShrink: 0 }}>
            {otherId !== undefined && <PersonActions userId={otherId} name={name} />}
            {viewer === 'clients' && (
              <Button component={Link} to={paths.viewProfile(head.sp_id)} size="xs" variant="light">
                {t('chat.list.viewProfile')}
              </Button>
            )}
          </Group>
        </Group>
      ) : null}
      {head ? (
        <MessageList
          key={head.room}
          room={head.room}
          viewer={viewer}
          otherName={name}
          otherReadId={head.other_read_id}
        />
      ) : (
        <Paper
          className={classes.messageBox}
          component="section"
          aria-label={t('chat.messages.label')}
        >
          <EmptyState
            h="100%"
            py="xl"
            variant="light"
            icon={<ChatIcon />}
            title={t('chat.pane.noneTitle')}
            description={t('chat.pane.noneText')}
          />
        </Paper>
      )}
      {otherId !== undefined && <BlockNotice userId={otherId} />}
      <MessageComposer room={head?.room ?? null} disabled={opening} viewer={viewer} />
    </Stack>
  );
}
