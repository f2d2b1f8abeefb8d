import { Anchor, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgendaItem } from '#contracts/agenda';
import { orderPath } from '#contracts/notification-links';
import { slotHoursText } from '#contracts/when-text';
import { currentIntlLocale, text } from '#lib/i18n';

type Props = { item: AgendaItem; role: 'clients' | 'serviceproviders' };

/** One booked job: its hours, service, the other party, where, its progress and any clash. */
export function AgendaItemCard({ item, role }: Props) {
  const { t } = useTranslation();
  const hours = slotHoursText(
    new Date(item.starts_at),
    new Date(item.ends_at),
    { kind: 'range', time_zone: item.time_zone },
    { t: text, locale: currentIntlLocale() },
  );
  const headingId = `agenda-${item.request_id}`;
  const clashes = item.clashes.length;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      style={
        clashes > 0 ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} id={headingId}>
            <time dateTime={item.starts_at}>{hours}</time> · <bdi>{item.service_name}</bdi>
          </Text>
          <Group gap={6}>
            {clashes > 0 && (
              <Badge color="red" variant="filled" tt="none">
                {t('orders.agenda.clash')}
                <VisuallyHidden>
                  : {t('orders.agenda.clashNote', { count: clashes })}
                </VisuallyHidden>
              </Badge>
            )}
            {item.started_at ? (
              <Badge color="green" variant="light" tt="none">
                {t('orders.agenda.started')}
              </Badge>
            ) : (
              item.on_my_way_at && (
                <Badge color="blue" variant="light" tt="none">
                  {t('orders.agenda.onMyWay')}
                </Badge>
              )
            )}
          </Group>
        </Group>
        <Text size="sm">
          <bdi>{t('orders.agenda.with', { name: item.other_name })}</bdi>
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{item.address}</bdi>
        </Text>
        <Anchor
          component={Link}
          to={orderPath(role, item.request_id)}
          size="sm"
          aria-describedby={headingId}
        >
          {t('orders.agenda.openOrder')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
