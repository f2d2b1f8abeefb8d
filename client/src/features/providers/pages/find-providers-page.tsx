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
import { Link, useLocation, useSearchParams } from 'react-router';
import { WrenchIcon } from '#components/ui/icons';
import { ListEmptyState } from '#components/ui/list-empty-state';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import type { LoginState } from '#features/auth/return-to';
import { useCities } from '#features/catalog/api';
import { useSession } from '#lib/session';
import { useOfferableServices } from '../api';
import { DirectoryCard, DirectoryCardSkeleton } from '../components/directory-card';
import { DirectoryFilterBar, DirectorySortSelect } from '../components/directory-filter-bar';
import { type DirectoryFilters, useDirectory } from '../directory-api';
import { filterParams, readFilters } from '../directory-filters';

function ResultsSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label="Loading providers"
    >
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <DirectoryCardSkeleton key={n} />
      ))}
    </SimpleGrid>
  );
}

/** What an empty result says, naming what was asked for. */
function emptyText(what: string | undefined, city: string | undefined) {
  const where = city ? ` in ${city}` : '';
  if (what) return `Nobody offers ${what}${where} yet. Try another city or service.`;
  if (city) return `No provider in ${city} offers a service yet. Try another city.`;
  return 'No provider offers a service yet. Please check back soon.';
}

/**
 * /FindProvider: anyone looks for providers by city, category and service, best rated or
 * busiest first (decision 0032). Filters live in the address, so a search can be shared and
 * the back button undoes a change.
 */
export function FindProvidersPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = readFilters(params);
  const userType = useSession()?.userType;
  const cities = useCities();
  const services = useOfferableServices();
  const providers = useDirectory(filters);

  const change = (next: DirectoryFilters) => setParams(filterParams(next), { replace: false });
  const clear = () => setParams(filterParams({ sort: filters.sort }));
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
          <Title order={1}>Find a provider</Title>
          <Text c="dimmed" mt={4}>
            Trusted local professionals, rated by the clients they worked for.
          </Text>
        </div>
        {(cities.isError || services.isError) && (
          <LoadError
            message="We could not load the list of cities and services."
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
            <Anchor component={Link} to="/Login" state={backHere} fw={600}>
              Log in
            </Anchor>{' '}
            as a client to see a provider's full profile and reviews and to request a service.
          </Alert>
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Text role="status" c="dimmed" size="sm">
            {providers.isSuccess && count > 0
              ? `Showing ${count} ${count === 1 ? 'provider' : 'providers'}${providers.hasNextPage ? ' (more below)' : ''}`
              : ''}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
            {chosenService && userType !== 'serviceproviders' && (
              <Button
                component={Link}
                to={`/Categories/${chosenService.category_id}/${chosenService.service_id}/servicerequestform`}
              >
                Request {chosenService.name}
              </Button>
            )}
            <DirectorySortSelect
              sort={filters.sort}
              onChange={(sort) => change({ ...filters, sort })}
            />
          </Group>
        </Group>
        {providers.isPending ? (
          <ResultsSkeleton />
        ) : providers.isError ? (
          <LoadError
            message="We could not load the providers."
            onRetry={() => void providers.refetch()}
          />
        ) : count === 0 ? (
          <ListEmptyState
            icon={<WrenchIcon />}
            title="No providers found"
            description={emptyText(chosenService?.name ?? categoryName, cityName)}
            actions={
              filtered ? (
                <Button variant="default" onClick={clear}>
                  Clear filters
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
            <LoadMore pages={providers} what="providers" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
