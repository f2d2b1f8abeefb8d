import { Group, Image, Paper, Switch, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AdminMessages } from '#contracts/admin';
import type { Category } from '#contracts/catalog';
import { categoryImagePath } from '#contracts/catalog-images';
import { useSetCategoryStatus } from '../api';
import { adminFailure } from '../errors';
import { StatusBadge } from './status-badge';

type Props = { category: Category; selected: boolean; onSelect: () => void };

/** A category: its icon, name and status (a button that shows its services), and its switch. */
export function CategoryStatusRow({ category, selected, onSelect }: Props) {
  const setStatus = useSetCategoryStatus();
  // While saving, the switch shows where it is going; on failure it falls back.
  const status = setStatus.isPending ? setStatus.variables.status : category.status;

  const toggle = (active: boolean) => {
    if (setStatus.isPending) return;
    setStatus.mutate(
      { id: category.category_id, status: active ? 'active' : 'inactive' },
      {
        onError: (error) => {
          const message = adminFailure(error, AdminMessages.categoryStatusFailed);
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
          aria-label={`${category.name}, ${status}: show its services`}
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
          aria-label={`${category.name} active`}
          color="green"
          size="md"
        />
      </Group>
    </Paper>
  );
}
