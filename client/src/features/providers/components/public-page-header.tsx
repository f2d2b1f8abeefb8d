import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Typed } from '#components/ui/typed';
import type { PublicProviderPage } from '#contracts/public-providers';
import { formatMonth } from '#lib/format-date';
import { ProviderBadges } from '../shared/provider-badges';
import { RatingSummary } from './view-profile-header';

type Props = {
  provider: PublicProviderPage;
  /** Where "Request a quote" leads (the request form of its first service), or null to hide it. */
  quote: string | null;
  /** What the quote's reader should know first (who sees the request, signing in). */
  quoteNote: ReactNode;
  /** The client's Save toggle (decision 0081); nothing for anyone else. */
  save?: ReactNode;
};

/** Photo, name, city, badges, rating, member since, and the page's main action. */
export function PublicPageHeader({ provider, quote, quoteNote, save }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="lg" wrap="wrap" align="flex-start">
        <Avatar
          src={provider.photo ? `/api${provider.photo}` : null}
          name={provider.fullname}
          color="brand"
          size={104}
          radius={104}
          alt={
            provider.photo
              ? t('providers.publicPage.photoOf', { name: provider.fullname })
              : undefined
          }
        />
        <Stack gap={8} style={{ flex: 1, minWidth: 200 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            <Typed>{provider.fullname}</Typed>
          </Title>
          <Text c="dimmed">{provider.city}</Text>
          <ProviderBadges badges={provider.badges} />
          <RatingSummary profile={provider} />
          <Text size="sm" c="dimmed">
            <Trans
              i18nKey="providers.viewProfile.memberSince"
              values={{ date: formatMonth(provider.memberSince) }}
              components={{ time: <time dateTime={provider.memberSince} /> }}
            />
          </Text>
          <Group gap="sm" mt="xs" wrap="wrap">
            {quote !== null && (
              <Button component={Link} to={quote} size="md" w={{ base: '100%', xs: 'fit-content' }}>
                {t('providers.publicPage.requestQuote')}
              </Button>
            )}
            {save}
          </Group>
          {quote !== null && (
            <Text size="sm" c="dimmed">
              {quoteNote}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
