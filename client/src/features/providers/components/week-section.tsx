import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { id: string; title: string; intro: string; children: ReactNode };

/** A titled part of the Working hours tab: the week, or the days off. */
export function WeekSection({ id, title, intro, children }: Props) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
