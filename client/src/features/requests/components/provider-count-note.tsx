import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useProviderCount } from '#features/providers/directory-api';

type Props = {
  serviceId: string;
  categoryId: string | undefined;
  /** The chosen city, or null before one is chosen. */
  city: { id: string; name: string } | null;
};

/**
 * Before the request is sent: how many providers offer the service in the chosen city now
 * ("3 providers in Lahore offer this service"), or that nobody does yet. Read out as it changes.
 */
export function ProviderCountNote({ serviceId, categoryId, city }: Props) {
  const count = useProviderCount(city?.id ?? '', serviceId);
  const search = new URLSearchParams({ service: serviceId, ...(city ? { city: city.id } : {}) });
  if (categoryId) search.set('category', categoryId);

  let content = null;
  if (!city) {
    content = (
      <Text size="sm" c="dimmed">
        Choose a city to see how many providers there offer this service.
      </Text>
    );
  } else if (count.isPending) {
    content = (
      <Text size="sm" c="dimmed">
        Checking providers in {city.name}…
      </Text>
    );
  } else if (count.isError) {
    content = (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          We could not check the providers in {city.name}.
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void count.refetch()}>
          Try again
        </Button>
      </Group>
    );
  } else if (count.data === 0) {
    content = (
      <Alert variant="light" color="yellow" radius="md" p="sm">
        <Text size="sm" fw={600}>
          No providers in {city.name} offer this service yet.
        </Text>
        <Text size="sm">
          You can still send your request: a provider who starts offering it there will see it.
        </Text>
      </Alert>
    );
  } else {
    const n = count.data;
    content = (
      <Text size="sm" c="teal.9" fw={500}>
        {n === 1
          ? `1 provider in ${city.name} offers this service`
          : `${n} providers in ${city.name} offer this service`}
        {' · '}
        <Anchor component={Link} to={`/FindProvider?${search}`} size="sm" fw={600}>
          {n === 1 ? 'See who' : 'See them'}
        </Anchor>
      </Text>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {content}
    </div>
  );
}
