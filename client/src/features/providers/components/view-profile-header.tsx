import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { PublicProviderProfile } from '#contracts/providers';
import { formatMonth } from '#lib/format-date';
import { usePrivateImage } from '#lib/use-private-image';
import { ProviderBadges } from '../shared/provider-badges';
import { ProfileAvatar } from './profile-avatar';
import { RatingStars } from './view-profile-stars';

/** "4.3 (12 reviews)" with stars, or "No ratings yet" (a profile, or a card of the directory). */
export function RatingSummary({
  profile,
}: {
  profile: { averageRating: number | null; reviewCount: number };
}) {
  const { t } = useTranslation();
  if (profile.averageRating === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('providers.rating.none')}
      </Text>
    );
  }
  const count = profile.reviewCount;
  return (
    <Group gap="xs" wrap="wrap">
      <RatingStars value={profile.averageRating} withValue />
      <Text size="sm" c="dimmed">
        {t('providers.rating.reviews', { count })}
      </Text>
    </Group>
  );
}

/** The provider's picture (or initials), name, city, rating and how long they have been here. */
export function ViewProfileHeader({ profile }: { profile: PublicProviderProfile }) {
  // Formats the month: renders again when the language changes.
  useTranslation();
  const image = usePrivateImage(profile.profileImage);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="lg" wrap="wrap" align="center">
        <ProfileAvatar
          fullName={profile.fullname}
          imageUrl={image.url}
          loading={image.loading}
          size={104}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            <Typed>{profile.fullname}</Typed>
          </Title>
          <Text c="dimmed">{profile.city}</Text>
          <ProviderBadges badges={profile.badges} />
          <RatingSummary profile={profile} />
          <Text size="sm" c="dimmed">
            <Trans
              i18nKey="providers.viewProfile.memberSince"
              values={{ date: formatMonth(profile.memberSince) }}
              components={{ time: <time dateTime={profile.memberSince} /> }}
            />
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

export function ViewProfileHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      role="status"
      aria-busy="true"
      aria-label={t('providers.viewProfile.loading')}
    >
      <Group gap="lg" wrap="nowrap">
        <Skeleton circle height={104} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={28} width="50%" />
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} width="40%" />
        </Stack>
      </Group>
    </Paper>
  );
}
