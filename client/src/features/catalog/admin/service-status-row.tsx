import { Box, Button, Group, Paper, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminService } from '#contracts/catalog';
import { adminFailure } from '#lib/admin-failure';
import { useSetServiceStatus, useSetServiceWords } from '../api/admin-catalog';
import { MissingUrduBadge } from './missing-urdu-badge';
import { StatusBadge } from './status-badge';
import { WordsModal } from './words-modal';

/** A service: name, description, status, a mark where its Urdu is missing, its words and switch. */
export function ServiceStatusRow({ service }: { service: AdminService }) {
  const { t } = useTranslation();
  const setStatus = useSetServiceStatus();
  const setWords = useSetServiceWords();
  const [editing, setEditing] = useState(false);
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
            <MissingUrduBadge nameUr={service.name_ur} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} dir="auto">
            {service.description}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            mt={4}
            onClick={() => setEditing(true)}
            aria-label={t('admin.words.editLabel', { name: service.name })}
          >
            {t('admin.words.edit')}
          </Button>
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
      <WordsModal
        entry={service}
        opened={editing}
        onClose={() => setEditing(false)}
        save={(words) =>
          setWords.mutateAsync({ id: service.service_id, categoryId: service.category_id, words })
        }
      />
    </Paper>
  );
}
