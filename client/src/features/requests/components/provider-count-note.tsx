import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProviderCount } from '#features/providers/api/provider-directory';
import { paths } from '#lib/paths';

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
  const { t } = useTranslation();
  const count = useProviderCount(city?.id ?? '', serviceId);
  const search = new URLSearchParams({ service: serviceId, ...(city ? { city: city.id } : {}) });
  if (categoryId) search.set('category', categoryId);

  let content = null;
  if (!city) {
    content = (
      <Text size="sm" c="dimmed">
        {t('requests.providers.chooseCity')}
      </Text>
    );
  } else if (count.isPending) {
    content = (
      <Text size="sm" c="dimmed">
        {t('requests.providers.checking', { city: city.name })}
      </Text>
    );
  } else if (count.isError) {
    content = (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('requests.providers.failed', { city: city.name })}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void count.refetch()}>
          {t('requests.providers.retry')}
        </Button>
      </Group>
    );
  } else if (count.data === 0) {
    content = (
      <Alert variant="light" color="yellow" radius="md" p="sm">
        <Text size="sm" fw={600}>
          {t('requests.providers.none', { city: city.name })}
        </Text>
        <Text size="sm">{t('requests.providers.noneHint')}</Text>
      </Alert>
    );
  } else {
    const n = count.data;
    content = (
      <Text size="sm" c="teal.9" fw={500}>
        {n === 1
          ? t('requests.providers.one', { city: city.name })
          : t('requests.providers.many', { count: n, city: city.name })}
        {' · '}
        <Anchor component={Link} to={`${paths.findProvider}?${search}`} size="sm" fw={600}>
          {n === 1 ? t('requests.providers.seeWho') : t('requests.providers.seeThem')}
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
