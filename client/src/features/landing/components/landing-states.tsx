import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '#components/ui/load-error';
import { isLandingMissing } from '../api/landing';
import { landingPaths, useInLanguage } from './landing-links';

/** While a landing page's data loads (in the browser only: the server renders it whole). */
export function LandingLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={36} width="50%" />
      <Skeleton height={16} width="80%" />
      <Skeleton height={160} />
    </Stack>
  );
}

/** A service or city that is not on offer, or a failed read with a way to try again. */
export function LandingFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const inLanguage = useInLanguage();
  if (!isLandingMissing(error)) {
    return <LoadError message={t('landing.loadFailed')} onRetry={onRetry} />;
  }
  return (
    <Container size="sm" py={60} ta="center">
      <Text c="brand.8" fw={700} size="xl">
        404
      </Text>
      <Title order={1} mb="md">
        {t('landing.notFound.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('landing.notFound.text')}
      </Text>
      <Button component={Link} to={inLanguage(landingPaths.services)}>
        {t('landing.notFound.back')}
      </Button>
    </Container>
  );
}
