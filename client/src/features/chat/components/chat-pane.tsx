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
import type { UserType } from '#contracts/auth';
import type { ChatHead } from '#contracts/chat';
import { paths } from '#lib/paths';
import classes from './chat.module.css';
import { ChatAvatar } from './chat-avatar';
import { otherPartyOf } from './chat-head-row';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

type Props = {
  head: ChatHead | null;
  viewer: UserType;
  /** Back to the list of chats (a button shown on phones only). */
  onBack: () => void;
};

/** The open chat: its messages and the box to write in (the client's offer box is beside it). */
export function ChatPane({ head, viewer, onBack }: Props) {
  const { t } = useTranslation();
  const name = head ? otherPartyOf(head, viewer) : '';
  return (
    <Stack gap="md">
      {head ? (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
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
                {name}
              </Title>
              <Text size="xs" c="dimmed" truncate>
                {viewer === 'clients' ? t('chat.pane.serviceProvider') : t('chat.pane.client')}
              </Text>
            </Box>
          </Group>
          {viewer === 'clients' && (
            <Button
              component={Link}
              to={paths.viewProfile(head.sp_id)}
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
            >
              {t('chat.list.viewProfile')}
            </Button>
          )}
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
      <MessageComposer room={head?.room ?? null} viewer={viewer} />
    </Stack>
  );
}
