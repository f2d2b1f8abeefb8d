import { Box, Group, Text } from '@mantine/core';
import { formatDay } from '#lib/format-date';
import classes from './reply-note.module.css';

type Props = { heading: string; date: string | null; text: string };

/** An answer shown under what it answers (a reply under a review): who, when, and the words. */
export function ReplyNote({ heading, date, text }: Props) {
  return (
    <Box className={classes.note} mt="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Text>
        {date && (
          <Text size="xs" c="dimmed">
            <time dateTime={date}>{formatDay(date)}</time>
          </Text>
        )}
      </Group>
      <Text
        size="sm"
        mt={2}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        dir="auto"
      >
        {text}
      </Text>
    </Box>
  );
}
