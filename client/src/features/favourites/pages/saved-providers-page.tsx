import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { HeartIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import { Typed } from '#components/ui/typed';
import type { SavedProvider } from '#contracts/favourites';
import { errorText } from '#lib/error-text';
import { paths } from '#lib/paths';
import { useSavedProviders, useToggleFavourite } from '../api/favourites';

/** One saved provider: its name (a link to its page), the jobs done together, ask it, remove it. */
function SavedProviderCard({ provider }: { provider: SavedProvider }) {
  const { t } = useTranslation();
  const heading = useId();
  const remove = useToggleFavourite(provider.sp_id);
  const page = paths.publicProvider(provider.sp_id);
  const unsave = () =>
    remove.mutate(false, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorText(error, t('providers.favourites.removeFailed')),
        }),
    });
  return (
    <Card component="article" withBorder radius="md" p="lg" aria-labelledby={heading}>
      <Title order={2} size="h4" id={heading} style={{ overflowWrap: 'anywhere' }}>
        <Anchor component={Link} to={page} inherit>
          <Typed>{provider.name}</Typed>
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {provider.completed_jobs > 0
          ? t('providers.favourites.jobsTogether', { count: provider.completed_jobs })
          : t('providers.favourites.noJobsYet')}
      </Text>
      <Group gap="sm" mt="md" wrap="wrap">
        <Button component={Link} to={page} aria-describedby={heading}>
          {t('providers.favourites.request')}
        </Button>
        <Button
          variant="default"
          color="red"
          loading={remove.isPending}
          onClick={unsave}
          aria-label={t('providers.favourites.removeName', { name: provider.name })}
        >
          {t('providers.favourites.remove')}
        </Button>
      </Group>
    </Card>
  );
}

/** /saved-providers: the providers a client saved, newest first, to hire them again (decision 0081). */
export function SavedProvidersPage() {
  const { t } = useTranslation();
  const saved = useSavedProviders();
  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('providers.favourites.title')}
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          {t('providers.favourites.intro')}
        </Text>
        <PagedQueryStates
          query={saved}
          loading={<CardGridSkeleton count={3} height={150} />}
          errorMessage={t('providers.favourites.loadFailed')}
          empty={{
            icon: <HeartIcon size={24} />,
            title: t('providers.favourites.emptyTitle'),
            description: t('providers.favourites.emptyText'),
            actions: (
              <Button component={Link} to={paths.findProvider} variant="default">
                {t('providers.favourites.browse')}
              </Button>
            ),
          }}
          what={t('providers.favourites.what')}
          gap="lg"
        >
          {(items: SavedProvider[]) => (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {items.map((p) => (
                <SavedProviderCard key={p.sp_id} provider={p} />
              ))}
            </SimpleGrid>
          )}
        </PagedQueryStates>
      </Container>
    </Box>
  );
}
