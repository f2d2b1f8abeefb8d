import { Group, Image, Paper, Switch, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Category } from '#contracts/catalog';
import { categoryImagePath } from '#contracts/catalog-images';
import { adminFailure } from '#lib/admin-failure';
import { useSetCategoryStatus } from '../api/admin-catalog';
import { StatusBadge } from './status-badge';

type Props = { category: Category; selected: boolean; onSelect: () => void };

/** A category: its icon, name and status (a button that shows its services), and its switch. */
export function CategoryStatusRow({ category, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const setStatus = useSetCategoryStatus();
  // While saving, the switch shows where it is going; on failure it falls back.
  const status = setStatus.isPending ? setStatus.variables.status : category.status;

  const toggle = (active: boolean) => {
    if (setStatus.isPending) return;
    setStatus.mutate(
      { id: category.category_id, status: active ? 'active' : 'inactive' },
      {
        onError: (error) => {
          const message = adminFailure(error, t('admin.messages.categoryStatusFailed'));
          if (message) notifications.show({ color: 'red', title: category.name, message });
        },
      },
    );
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="xs"
      bg={selected ? 'brand.0' : undefined}
      style={{
        listStyle: 'none',
        borderColor: selected ? 'var(--mantine-color-brand-5)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm">
        <UnstyledButton
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={
            status === 'active'
              ? t('admin.catalog.showActive', { name: category.name })
              : t('admin.catalog.showInactive', { name: category.name })
          }
          style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-sm)' }}
          p={4}
        >
          <Group wrap="nowrap" gap="sm">
            <Image
              src={categoryImagePath(category.name)}
              fallbackSrc="/images/logo.png"
              alt=""
              w={40}
              h={40}
              fit="contain"
            />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {category.name}
              </Text>
              <StatusBadge status={status} />
            </div>
          </Group>
        </UnstyledButton>
        <Switch
          checked={status === 'active'}
          onChange={(e) => toggle(e.currentTarget.checked)}
          aria-label={t('admin.catalog.activeSwitch', { name: category.name })}
          color="green"
          size="md"
        />
      </Group>
    </Paper>
  );
}
