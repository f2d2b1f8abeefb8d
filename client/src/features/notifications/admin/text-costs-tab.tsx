import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import { TEXT_CHANNELS } from '#contracts/alerts';
import { useTextCosts } from '../api/admin-text-costs';
import { CHANNEL_NAMES } from '../channel-names';

/**
 * The admin's view of what texts cost this month (each SMS and WhatsApp message is paid for):
 * each channel's total, then each kind of message.
 */
export function TextCostsTab() {
  const { t, i18n } = useTranslation();
  const costs = useTextCosts();
  if (costs.isPending)
    return <Skeleton height={160} aria-label={t('notifications.costs.loading')} />;
  if (costs.isError) {
    return (
      <LoadError
        message={t('notifications.costs.loadError')}
        onRetry={() => void costs.refetch()}
      />
    );
  }
  const number = new Intl.NumberFormat(i18n.language === 'ur' ? 'ur-PK' : 'en-PK');
  const { month, counts, totals } = costs.data;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('notifications.costs.title', { month })}
      </Title>
      <Group gap="md">
        {TEXT_CHANNELS.map((channel) => (
          <Paper key={channel} withBorder p="md" radius="md" miw={160}>
            <Text size="sm" c="dimmed">
              {t(CHANNEL_NAMES[channel])}
            </Text>
            <Text fz="xl" fw={700}>
              {number.format(totals[channel])}
            </Text>
          </Paper>
        ))}
      </Group>
      {counts.length === 0 ? (
        <Text c="dimmed">{t('notifications.costs.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.costs.channel')}</Table.Th>
                <Table.Th>{t('notifications.costs.kind')}</Table.Th>
                <Table.Th>{t('notifications.costs.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {counts.map((row) => (
                <Table.Tr key={`${row.channel}:${row.kind}`}>
                  <Table.Td>{t(CHANNEL_NAMES[row.channel])}</Table.Td>
                  <Table.Td>{row.kind}</Table.Td>
                  <Table.Td>{number.format(row.sent)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" c="dimmed">
        {t('notifications.costs.hint')}
      </Text>
    </Stack>
  );
}
