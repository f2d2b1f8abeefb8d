import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { WrenchIcon } from '#components/ui/icons';
import { ListEmptyState } from '#components/ui/list-empty-state';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import { useCities } from '#features/catalog/api/catalog';
import { LazySearchBox } from '#features/search/shared/lazy-search-box';
import { paths } from '#lib/paths';
import type { LoginState } from '#lib/return-to';
import { useSession } from '#lib/session';
import { useOfferableServices } from '../api/offerable-services';
import { type DirectoryFilters, useDirectory } from '../api/provider-directory';
import { DirectoryCard, DirectoryCardSkeleton } from '../components/directory-card';
import { DirectoryFilterBar, DirectorySortSelect } from '../components/directory-filter-bar';
import { changedFilters, filterParams, readFilters } from '../directory-filters';

function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label={t('providers.directory.loading')}
    >
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <DirectoryCardSkeleton key={n} />
      ))}
    </SimpleGrid>
  );
}

/** What an empty result says, naming what was asked for. */
function emptyText(t: TFunction, what: string | undefined, city: string | undefined) {
  if (what && city) return t('providers.directory.emptyServiceInCity', { service: what, city });
  if (what) return t('providers.directory.emptyService', { service: what });
  if (city) return t('providers.directory.emptyCity', { city });
  return t('providers.directory.empty');
}

/**
 * /FindProvider: anyone looks for providers by city, category and service, best rated or
 * busiest first (decision 0032). Filters live in the address, so a search can be shared and
 * the back button undoes a change.
 */
export function FindProvidersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = readFilters(params);
  const userType = useSession()?.userType;
  const cities = useCities();
  const services = useOfferableServices();
  const providers = useDirectory(filters);

  // Two quick choices can both come before the first one's address has rendered: each applies
  // to the address as it is now, not to the filters this render read.
  const latest = () => readFilters(new URLSearchParams(window.location.search));
  const change = (patch: Partial<DirectoryFilters>) =>
    setParams(filterParams(changedFilters(latest(), patch, services.data ?? [])));
  const clear = () => setParams(filterParams({ sort: latest().sort }));
  const chosenService = services.data?.find((s) => String(s.service_id) === filters.service);
  const cityName = cities.data?.find((c) => String(c.city_id) === filters.city)?.name;
  const categoryName = services.data?.find(
    (s) => String(s.category_id) === filters.category,
  )?.category_name;
  const filtered = !!(filters.city || filters.category || filters.service);
  const count = providers.data?.length ?? 0;
  // After logging in, back to this search (the login page reads this state).
  const backHere: LoginState = {
    from: `${location.pathname}${location.search}`,
    role: 'clients',
    reason: 'signin',
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('providers.directory.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('providers.directory.intro')}
          </Text>
        </div>
        <LazySearchBox />
        {(cities.isError || services.isError) && (
          <LoadError
            message={t('providers.directory.listsFailed')}
            onRetry={() => {
              if (cities.isError) void cities.refetch();
              if (services.isError) void services.refetch();
            }}
          />
        )}
        <DirectoryFilterBar
          filters={filters}
          onChange={change}
          cities={cities.data}
          services={services.data}
        />
        {userType === undefined && (
          <Alert variant="light" color="blue" radius="md">
            <Trans
              i18nKey="providers.directory.loginNote"
              components={{
                login: <Anchor component={Link} to={paths.login} state={backHere} fw={600} />,
              }}
            />
          </Alert>
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Text role="status" c="dimmed" size="sm">
            {providers.isSuccess && count > 0
              ? providers.hasNextPage
                ? t('providers.directory.showingMore', { count })
                : t('providers.directory.showing', { count })
              : ''}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
            {chosenService && userType !== 'serviceproviders' && (
              <Button
                component={Link}
                to={paths.requestForm(chosenService.category_id, chosenService.service_id)}
              >
                {t('providers.directory.request', { service: chosenService.name })}
              </Button>
            )}
            <DirectorySortSelect sort={filters.sort} onChange={(sort) => change({ sort })} />
          </Group>
        </Group>
        {providers.isPending ? (
          <ResultsSkeleton />
        ) : providers.isError ? (
          <LoadError
            message={t('providers.directory.loadFailed')}
            onRetry={() => void providers.refetch()}
          />
        ) : count === 0 ? (
          <ListEmptyState
            icon={<WrenchIcon />}
            title={t('providers.directory.emptyTitle')}
            description={emptyText(t, chosenService?.name ?? categoryName, cityName)}
            actions={
              filtered ? (
                <Button variant="default" onClick={clear}>
                  {t('providers.directory.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {providers.data.map((provider) => (
                <DirectoryCard
                  key={provider.sp_id}
                  provider={provider}
                  serviceId={filters.service}
                  linkToProfile={userType !== 'serviceproviders'}
                />
              ))}
            </SimpleGrid>
            <LoadMore pages={providers} what={t('providers.directory.loadMoreWhat')} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
