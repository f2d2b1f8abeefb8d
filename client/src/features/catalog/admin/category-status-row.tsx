import { Button, Group, Image, Paper, Switch, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '#contracts/catalog';
import { categoryImagePath } from '#contracts/catalog-images';
import { adminFailure } from '#lib/admin-failure';
import { useSetCategoryStatus, useSetCategoryWords } from '../api/admin-catalog';
import { MissingUrduBadge } from './missing-urdu-badge';
import { StatusBadge } from './status-badge';
import { WordsModal } from './words-modal';

type Props = { category: AdminCategory; selected: boolean; onSelect: () => void };

/**
 * A category: its icon, name and status (a button that shows its services), a mark where its
 * Urdu is missing, the button that edits its words, and its switch.
 */
export function CategoryStatusRow({ category, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const setStatus = useSetCategoryStatus();
  const setWords = useSetCategoryWords();
  const [editing, setEditing] = useState(false);
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
              src={categoryImagePath(category.name_en)}
              fallbackSrc="/images/logo.png"
              alt=""
              w={40}
              h={40}
              fit="contain"
            />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate dir="auto">
                {category.name}
              </Text>
              <Group gap={4}>
                <StatusBadge status={status} />
                <MissingUrduBadge nameUr={category.name_ur} />
              </Group>
            </div>
          </Group>
        </UnstyledButton>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setEditing(true)}
          aria-label={t('admin.words.editLabel', { name: category.name })}
        >
          {t('admin.words.edit')}
        </Button>
        <Switch
          checked={status === 'active'}
          onChange={(e) => toggle(e.currentTarget.checked)}
          aria-label={t('admin.catalog.activeSwitch', { name: category.name })}
          color="green"
          size="md"
        />
      </Group>
      <WordsModal
        entry={category}
        opened={editing}
        onClose={() => setEditing(false)}
        save={(words) => setWords.mutateAsync({ id: category.category_id, words })}
      />
    </Paper>
  );
}
