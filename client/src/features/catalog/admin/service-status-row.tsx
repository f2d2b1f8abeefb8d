import { Box, Group, Paper, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Service } from '#contracts/catalog';
import { adminFailure } from '#lib/admin-failure';
import { useSetServiceStatus } from '../api/admin-catalog';
import { StatusBadge } from './status-badge';

/** A service: name, description, status and its on/off switch. */
export function ServiceStatusRow({ service }: { service: Service }) {
  const { t } = useTranslation();
  const setStatus = useSetServiceStatus();
  const status = setStatus.isPending ? setStatus.variables.status : service.status;

  const toggle = (active: boolean) => {
    if (setStatus.isPending) return;
    setStatus.mutate(
      {
        id: service.service_id,
        categoryId: service.category_id,
        status: active ? 'active' : 'inactive',
      },
      {
        onError: (error) => {
          const message = adminFailure(error, t('admin.messages.serviceStatusFailed'));
          if (message) notifications.show({ color: 'red', title: service.name, message });
        },
      },
    );
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" mb={2}>
            <Text fw={600} dir="auto">
              {service.name}
            </Text>
            <StatusBadge status={status} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} dir="auto">
            {service.description}
          </Text>
        </Box>
        <Switch
          checked={status === 'active'}
          onChange={(e) => toggle(e.currentTarget.checked)}
          aria-label={t('admin.catalog.activeSwitch', { name: service.name })}
          color="green"
          size="md"
          mt={2}
        />
      </Group>
    </Paper>
  );
}
