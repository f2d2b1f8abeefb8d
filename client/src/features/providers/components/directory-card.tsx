import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Typed } from '#components/ui/typed';
import type { DirectoryProvider } from '#contracts/provider-directory';
import { paths } from '#lib/paths';
import { ProviderBadges } from '../shared/provider-badges';
import { RatingSummary } from './view-profile-header';

/** How many service badges a card shows before "+N more". */
const SHOWN_SERVICES = 4;

type Props = {
  provider: DirectoryProvider;
  /** The service the list is filtered by: shown first. */
  serviceId?: string;
  /** Whether the card links to the provider's public page (clients and visitors; not providers). */
  linkToProfile: boolean;
};

/** One provider of the directory: photo (or initials), name, city, rating, jobs, services. */
export function DirectoryCard({ provider, serviceId, linkToProfile }: Props) {
  const { t } = useTranslation();
  const nameId = `provider-${provider.sp_id}-name`;
  const services = [...provider.services].sort(
    (a, b) =>
      Number(String(b.service_id) === serviceId) - Number(String(a.service_id) === serviceId),
  );
  const hidden = services.length - SHOWN_SERVICES;
  const jobs = provider.completedJobs;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={nameId}>
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={provider.photo ? `/api${provider.photo}` : null}
            name={provider.fullname}
            color="brand"
            size={64}
            radius={64}
            alt={
              provider.photo
                ? t('providers.directory.photoOf', { name: provider.fullname })
                : undefined
            }
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              <Typed>{provider.fullname}</Typed>
            </Title>
            <Text size="sm" c="dimmed">
              {provider.city}
            </Text>
            <ProviderBadges badges={provider.badges} />
            <RatingSummary profile={provider} />
            <Text size="sm">
              {jobs === 0
                ? t('providers.directory.noJobs')
                : t('providers.directory.jobs', { count: jobs })}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} aria-label={t('providers.directory.servicesOffered')} role="list">
          {services.slice(0, SHOWN_SERVICES).map((s) => (
            <Badge
              key={s.service_id}
              role="listitem"
              variant={String(s.service_id) === serviceId ? 'filled' : 'light'}
              tt="none"
              style={{ whiteSpace: 'normal', height: 'auto' }}
            >
              {s.service_name}
            </Badge>
          ))}
          {hidden > 0 && (
            <Badge role="listitem" variant="outline" color="gray" tt="none">
              {t('providers.directory.moreServices', { count: hidden })}
            </Badge>
          )}
        </Group>
        {linkToProfile && (
          <Button
            component={Link}
            to={paths.publicProvider(provider.sp_id)}
            variant="light"
            mt="auto"
          >
            <Trans
              i18nKey="providers.directory.viewProfile"
              values={{ name: provider.fullname }}
              components={{ hidden: <VisuallyHidden /> }}
            />
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function DirectoryCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Skeleton circle height={64} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={14} width="50%" />
        </Stack>
      </Group>
      <Skeleton height={24} mt="md" />
      <Skeleton height={36} mt="md" />
    </Card>
  );
}
