import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Typed } from '#components/ui/typed';
import type { SearchHit } from '#contracts/search';
import { paths } from '#lib/paths';

/** One hit: a service opens its request form, a provider its public page. */
function HitRow({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const service = hit.kind === 'service';
  const to = service
    ? paths.requestForm(hit.category_id, hit.service_id)
    : paths.publicProvider(hit.sp_id);
  const detail = service
    ? t('providers.search.inCategory', { category: hit.category_name })
    : [
        hit.city,
        hit.averageRating === null
          ? t('providers.search.unrated')
          : t('providers.search.rating', { rating: hit.averageRating, count: hit.reviewCount }),
        hit.matched_service ? t('providers.search.offers', { service: hit.matched_service }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Badge variant={service ? 'light' : 'outline'} style={{ flexShrink: 0 }}>
          {service ? t('providers.search.service') : t('providers.search.provider')}
        </Badge>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={600}>
            {service ? hit.name : <Typed>{hit.fullname}</Typed>}
          </Anchor>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

export function SearchResultList({ hits, label }: { hits: SearchHit[]; label: string }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {hits.map((hit) => (
        <HitRow key={hit.kind === 'service' ? `s${hit.service_id}` : `p${hit.sp_id}`} hit={hit} />
      ))}
    </Stack>
  );
}

export function SearchResultsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} height={58} radius="md" />
      ))}
    </Stack>
  );
}
