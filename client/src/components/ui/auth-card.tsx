import { Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** Max width in px: 440 for the short forms, 640 for registration. */
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
};

/** A page's one form, centred in a card on a soft background. */
export function AuthCard({ title, subtitle, width = 440, children, footer }: AuthCardProps) {
  return (
    <Box bg="gray.0" py={{ base: 'lg', sm: 48 }} className="fill-page">
      <Container size={width} px={{ base: 'sm', sm: 'md' }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" ta="center" mt={6}>
              {subtitle}
            </Text>
          )}
          <Box mt="lg">{children}</Box>
        </Paper>
        {footer && (
          <Text ta="center" size="sm" mt="md">
            {footer}
          </Text>
        )}
      </Container>
    </Box>
  );
}
