import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80} ta="center">
      <Text c="brand.8" fw={700} size="xl">
        404
      </Text>
      <Title order={1} mb="md">
        Page not found
      </Title>
      <Text c="dimmed" mb="lg">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Container>
  );
}
