import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
        <Detail label="Full name">{profile.fullname}</Detail>
        <Detail label="City">{profile.city}</Detail>
        <Detail label="Average rating">
          <RatingSummary profile={profile} />
        </Detail>
        <Detail label="Member since">{formatDay(profile.memberSince)}</Detail>
      </SimpleGrid>
    </Paper>
  );
}
