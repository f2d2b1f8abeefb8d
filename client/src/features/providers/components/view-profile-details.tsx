import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { PublicProviderProfile } from '#contracts/providers';
import { formatDay } from '#lib/format-date';
import { RatingSummary } from './view-profile-header';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** The Profile tab: what a client may know of the provider. */
export function ViewProfileDetails({ profile }: { profile: PublicProviderProfile }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
        <Detail label={t('providers.viewProfile.fullName')}>
          <Typed>{profile.fullname}</Typed>
        </Detail>
        <Detail label={t('providers.viewProfile.city')}>{profile.city}</Detail>
        <Detail label={t('providers.viewProfile.averageRating')}>
          <RatingSummary profile={profile} />
        </Detail>
        <Detail label={t('providers.viewProfile.memberSinceLabel')}>
          {formatDay(profile.memberSince)}
        </Detail>
      </SimpleGrid>
    </Paper>
  );
}
