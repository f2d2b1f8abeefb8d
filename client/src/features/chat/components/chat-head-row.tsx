import { Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { UserType } from '../../../../../contracts/auth';
import type { ChatHead } from '../../../../../contracts/chat';
import { formatAgo } from '../../../lib/format-date';
import classes from './chat.module.css';
import { ChatAvatar } from './chat-avatar';

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
  const name = otherPartyOf(head, viewer);
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
                {name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                {formatAgo(head.updated_at)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {head.lastmsg || 'No messages yet'}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
      {viewer === 'clients' && (
        <Button
          component={Link}
          to={`/ViewProfile/${head.sp_id}`}
          size="compact-xs"
          variant="light"
          className={classes.profileButton}
          aria-label={`View Profile of ${name}`}
        >
          View Profile
        </Button>
      )}
    </Box>
  );
}
