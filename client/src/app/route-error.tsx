import { Button, Container, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { Messages } from '#contracts/messages';

/** The router's error screen: shown when a page throws while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="md">
        {Messages.unexpectedError}
      </Title>
      <Text c="dimmed" mb="lg">
        Something broke on this page. Reloading usually helps.
      </Text>
      <Button onClick={() => window.location.assign('/')}>Back to home</Button>
    </Container>
  );
}
