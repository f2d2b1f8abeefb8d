import { Badge, Box, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Typed } from '#components/ui/typed';
import type { UserType } from '#contracts/auth';
import type { ChatHead } from '#contracts/chat';
import { formatAgo } from '#lib/format-date';
import { paths } from '#lib/paths';
import { useChatText } from '../use-chat-text';
import classes from './chat.module.css';
import { ChatAvatar } from './chat-avatar';

/** The server counts unread messages up to 100; from this many on the badge says "99+". */
const UNREAD_SHOWN_MAX = 100;

/** The other party's name, from where the viewer sits. */
export const otherPartyOf = (head: ChatHead, viewer: UserType) =>
  viewer === 'clients' ? head.sp_name : head.client_name;

type Props = {
  head: ChatHead;
  viewer: UserType;
  selected: boolean;
  onSelect: (room: string) => void;
};

/** One chat in the list: avatar, name, last message; for clients a View Profile button. */
export function ChatHeadRow({ head, viewer, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const said = useChatText();
  const name = otherPartyOf(head, viewer);
  const last = said(head.lastmsg_said, head.lastmsg);
  return (
    <Box className={classes.headRow} data-selected={selected || undefined}>
      <UnstyledButton
        className={classes.headButton}
        onClick={() => onSelect(head.room)}
        aria-current={selected ? 'true' : undefined}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ChatAvatar name={name} image={viewer === 'clients' ? head.sp_image : null} />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text fw={600} size="sm" truncate>
                <Typed>{name}</Typed>
              </Text>
              <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                {formatAgo(head.updated_at)}
              </Text>
            </Group>
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text
                size="sm"
                c={head.unread > 0 ? 'dark' : 'dimmed'}
                fw={head.unread > 0 ? 600 : 400}
                truncate
              >
                {last ? <Typed>{last}</Typed> : t('chat.list.noMessages')}
              </Text>
              {head.unread > 0 && (
                <Badge size="sm" circle={head.unread < 10} style={{ flex: 'none' }}>
                  <VisuallyHidden>{t('chat.list.unread')} </VisuallyHidden>
                  {head.unread >= UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX - 1}+` : head.unread}
                </Badge>
              )}
            </Group>
          </Box>
        </Group>
      </UnstyledButton>
      {viewer === 'clients' && (
        <Button
          component={Link}
          to={paths.viewProfile(head.sp_id)}
          size="compact-xs"
          variant="light"
          className={classes.profileButton}
          aria-label={t('chat.list.viewProfileOf', { name })}
        >
          {t('chat.list.viewProfile')}
        </Button>
      )}
    </Box>
  );
}
