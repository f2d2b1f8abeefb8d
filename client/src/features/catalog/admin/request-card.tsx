import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { CategoryRequest } from '#contracts/admin';
import { formatDay } from '#lib/format-date';

type Props = { request: CategoryRequest; onApprove: () => void; onReject: () => void };

/** One provider's request for a new category. */
export function RequestCard({ request, onApprove, onReject }: Props) {
  const { t } = useTranslation();
  const headingId = `request-${request.id}-title`;
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4" id={headingId}>
          <Typed>{request.title}</Typed>
        </Title>
        <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }} dir="auto">
          {request.description}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans
            i18nKey="admin.requests.requestedBy"
            values={{ name: request.fullname, date: formatDay(request.created_at) }}
            components={{ b: <b dir="auto" />, time: <time dateTime={request.created_at} /> }}
          />
        </Text>
        <Group gap="sm" mt="xs">
          <Button
            onClick={onApprove}
            aria-label={t('admin.requests.approveNamed', { title: request.title })}
          >
            {t('admin.requests.approve')}
          </Button>
          <Button
            variant="outline"
            color="red"
            onClick={onReject}
            aria-label={t('admin.requests.rejectNamed', { title: request.title })}
          >
            {t('admin.requests.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
