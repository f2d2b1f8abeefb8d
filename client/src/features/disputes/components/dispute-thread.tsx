import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dispute } from '#contracts/disputes';
import { formatDayTime } from '#lib/format-date';
import { authorName, type DisputeNames, reasonText } from '../dispute-text';

type Props = { dispute: Dispute; names: DisputeNames; headingId?: string };

type Entry = {
  key: string;
  author: Dispute['opened_by'];
  text: string;
  at: number;
  kind: 'disputes.thread.reason' | 'disputes.thread.statement';
};

/**
 * What both sides said, oldest first: the reason the dispute was opened with, then every
 * statement in the order it was written.
 */
export function DisputeThread({ dispute, names, headingId }: Props) {
  const { t } = useTranslation();
  const entries: Entry[] = [
    {
      key: 'reason',
      author: dispute.opened_by,
      text: reasonText(dispute),
      at: dispute.created_at,
      kind: 'disputes.thread.reason',
    },
    ...dispute.statements
      .toSorted((a, b) => a.created_at - b.created_at || a.statement_id - b.statement_id)
      .map((s) => ({
        key: `s${s.statement_id}`,
        author: s.author,
        text: s.text,
        at: s.created_at,
        kind: 'disputes.thread.statement' as const,
      })),
  ];
  return (
    <Stack
      component="ol"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={headingId}
    >
      {entries.map((e) => (
        <Paper
          component="li"
          key={e.key}
          withBorder
          radius="sm"
          p="sm"
          bg={e.author === 'clients' ? 'gray.0' : undefined}
        >
          <Group justify="space-between" gap={4} wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {authorName(e.author, names)}
              <Text span size="xs" c="dimmed" fw={400}>
                {' · '}
                {t(e.kind)}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={new Date(e.at).toISOString()}>{formatDayTime(e.at)}</time>
            </Text>
          </Group>
          <Text
            size="sm"
            mt={4}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            dir="auto"
          >
            {e.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
