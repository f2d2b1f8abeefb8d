import { Group, Radio, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './role-option-card.module.css';

type RoleOptionCardProps = {
  value: string;
  label: string;
  description: string;
  icon: ReactNode;
  /** Roving focus: only the chosen card (or the first, before a choice) is a tab stop. */
  tabbable: boolean;
};

/** One role in the role-choice radio group: a whole card is the radio. */
export function RoleOptionCard({ value, label, description, icon, tabbable }: RoleOptionCardProps) {
  return (
    <Radio.Card
      value={value}
      radius="md"
      p="lg"
      tabIndex={tabbable ? 0 : -1}
      h="100%"
      className={classes.card}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Radio.Indicator />
      </Group>
      <Text fw={700} size="lg" lh={1.3}>
        {label}
      </Text>
      <Text c="dimmed" size="sm" mt={6}>
        {description}
      </Text>
    </Radio.Card>
  );
}
