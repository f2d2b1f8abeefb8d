import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  EmptyState,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { BriefcaseIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import { isCalendarDay } from '#contracts/request-when';
import type { FeedRequest } from '#contracts/requests';
import { usePriceGuides } from '#features/price-guides/api/price-guides';
import { useProviderProfile, useProviderServices } from '#features/providers/api/providers';
import { paths } from '#lib/paths';
import { useSession } from '#lib/session';
import { type FeedFilter, useOpenChatWithClient, useProviderFeed } from '../api/requests';
import { AttachmentModal } from '../components/attachment-modal';
import { FeedFilters } from '../components/feed-filters';
import { FeedRequestCard } from '../components/feed-request-card';
import { openChatError } from '../errors';

const CONTROL_LABELS = {
  first: 'requests.feed.firstPage',
  previous: 'requests.feed.previousPage',
  next: 'requests.feed.nextPage',
  last: 'requests.feed.lastPage',
} as const;

/** The feed's filter from `?service=&since=&day=`; anything unknown reads as not set. */
function filterFrom(params: URLSearchParams): FeedFilter {
  const service = Number(params.get('service'));
  const since = params.get('since');
  const day = params.get('day') ?? '';
  return {
    serviceId: Number.isInteger(service) && service > 0 ? service : undefined,
    since: since === 'day' || since === 'week' || since === 'month' ? since : undefined,
    day: isCalendarDay(day) ? day : undefined,
  };
}

/** The page number from `?page=`, 1 when missing or not a positive whole number. */
function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** /Requests: open requests from clients in the provider's city for the services it offers. */
export function ProviderRequestsPage() {
  const { t } = useTranslation();
  const providerId = useSession()?.userId ?? 0;
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const filter = filterFrom(params);
  const feed = useProviderFeed(providerId, page, filter);
  const offered = useProviderServices();
  // The feed is the provider's city: one read gives the page's services their guides.
  const guides = usePriceGuides(
    useProviderProfile().data?.city_id,
    feed.data?.requests.map((r) => r.service_id) ?? [],
  );
  const filtered =
    filter.serviceId !== undefined || filter.since !== undefined || filter.day !== undefined;
  const openChat = useOpenChatWithClient();
  const navigate = useNavigate();
  const [attachment, setAttachment] = useState<FeedRequest | null>(null);

  const urlOf = (next: number, f: FeedFilter) => {
    const search = new URLSearchParams();
    if (next !== 1) search.set('page', String(next));
    if (f.serviceId !== undefined) search.set('service', String(f.serviceId));
    if (f.since !== undefined) search.set('since', f.since);
    if (f.day !== undefined) search.set('day', f.day);
    return search;
  };
  const goToPage = (next: number, replace = false) => {
    setParams(urlOf(next, filter), { replace });
    if (!replace) window.scrollTo({ top: 0 });
  };
  // A new filter starts again from the first page.
  const changeFilter = (next: FeedFilter) => setParams(urlOf(1, next));

  // Requests get taken by others: past the last page, show the last one instead. Past the
  // counted thousand, a next page exists as long as the server gives it a cursor.
  const counted = feed.data ? Math.max(1, Math.ceil(feed.data.total / feed.data.pageSize)) : 1;
  const lastPage =
    feed.data?.totalCapped && feed.data.nextCursor !== null ? Math.max(counted, page + 1) : counted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: goToPage only writes the URL
  useEffect(() => {
    if (feed.isSuccess && !feed.isPlaceholderData && page > lastPage) goToPage(lastPage, true);
  }, [feed.isSuccess, feed.isPlaceholderData, page, lastPage]);

  const message = (request: FeedRequest) =>
    openChat.mutate(
      { client_id: request.client_id, request_id: request.request_id },
      {
        onSuccess: (head) =>
          navigate(`${paths.providerChat}?room=${encodeURIComponent(head.room)}`),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('requests.feed.messageFailed', { name: request.client_name }),
            message: openChatError(error),
          }),
      },
    );
  const openingId = openChat.isPending ? openChat.variables?.request_id : undefined;

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
        <div>
          <Group gap="sm" align="center">
            <Title order={1}>{t('requests.feed.title')}</Title>
            {feed.data && feed.data.total > 0 && (
              <Badge variant="light" size="lg">
                {t('requests.feed.open', {
                  total: feed.data.totalCapped ? `${feed.data.total}+` : feed.data.total,
                })}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" mt={4}>
            {t('requests.feed.intro')}
          </Text>
        </div>
        {feed.isSuccess && (
          <Button variant="default" onClick={() => void feed.refetch()} loading={feed.isFetching}>
            {t('requests.feed.refresh')}
          </Button>
        )}
      </Group>

      <FeedFilters filter={filter} services={offered.data ?? []} onChange={changeFilter} />

      {feed.data?.leadHold && (
        <Alert color="red" variant="light" mb="lg" title={t('requests.feed.leadHoldTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('requests.feed.leadHold')}</Text>
            <Button component={Link} to={paths.providerBilling} color="red" size="sm">
              {t('requests.feed.leadHoldLink')}
            </Button>
          </Stack>
        </Alert>
      )}

      {feed.isPending ? (
        <CardGridSkeleton count={4} height={240} />
      ) : feed.isError ? (
        <LoadError message={t('requests.feed.loadFailed')} onRetry={() => void feed.refetch()} />
      ) : feed.data.leadHold ? null : feed.data.requests.length === 0 ? (
        <EmptyState
          py="xl"
          variant="light"
          icon={<BriefcaseIcon />}
          title={t('requests.feed.noResults')}
          description={filtered ? t('requests.feed.noMatch') : t('requests.feed.emptyText')}
        >
          <EmptyState.Actions>
            {filtered ? (
              <Button variant="default" onClick={() => changeFilter({})}>
                {t('requests.feed.showAll')}
              </Button>
            ) : (
              <Button component={Link} to={paths.providerProfile} variant="default">
                {t('requests.feed.reviewServices')}
              </Button>
            )}
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="xl">
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="lg"
            aria-busy={feed.isPlaceholderData}
            style={{ opacity: feed.isPlaceholderData ? 0.6 : 1 }}
          >
            {feed.data.requests.map((request) => (
              <FeedRequestCard
                key={request.request_id}
                request={request}
                priceGuide={guides.data?.get(request.service_id)}
                opening={openingId === request.request_id}
                busy={openChat.isPending}
                onMessage={message}
                onViewAttachment={setAttachment}
              />
            ))}
          </SimpleGrid>
          {feed.data.total > feed.data.pageSize && (
            <Center component="nav" aria-label={t('requests.feed.pages')}>
              <Pagination
                total={lastPage}
                value={Math.min(page, lastPage)}
                onChange={(next) => goToPage(next)}
                siblings={1}
                getItemProps={(n) => ({ 'aria-label': t('requests.feed.page', { page: n }) })}
                getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
              />
            </Center>
          )}
        </Stack>
      )}
      <AttachmentModal request={attachment} onClose={() => setAttachment(null)} />
    </Container>
  );
}
