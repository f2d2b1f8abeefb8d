import { Badge, Button, Container, EmptyState, Group, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '#components/ui/load-error';
import { PersonActions } from '#features/moderation/shared/person-actions';
import { paths } from '#lib/paths';
import { useSession } from '#lib/session';
import { isProviderMissing, usePublicProviderProfile } from '../api/view-profile';
import { ViewProfileDetails } from '../components/view-profile-details';
import { ViewProfileHeader, ViewProfileHeaderSkeleton } from '../components/view-profile-header';
import { ViewProfilePortfolio } from '../components/view-profile-portfolio';
import { ViewProfileReviews } from '../components/view-profile-reviews';
import { ViewProfileServices } from '../components/view-profile-services';

/** /ViewProfile/:sp_id: a client's look at one provider (profile, services, reviews). */
export function ViewProfilePage() {
  const { t } = useTranslation();
  const { sp_id: spId = '' } = useParams();
  const profile = usePublicProviderProfile(spId);
  const signedIn = useSession() !== null;

  if (profile.isPending) {
    return (
      <Container size="lg" py="xl">
        <ViewProfileHeaderSkeleton />
      </Container>
    );
  }
  if (profile.isError) {
    return (
      <Container size="lg" py="xl">
        {isProviderMissing(profile.error) ? (
          <EmptyState py={60}>
            <EmptyState.Title order={1}>
              {t('providers.viewProfile.notFoundTitle')}
            </EmptyState.Title>
            <EmptyState.Description>
              {t('providers.viewProfile.notFoundText')}
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button component={Link} to={paths.categories}>
                {t('providers.viewProfile.browse')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <LoadError
            message={t('providers.viewProfile.loadFailed')}
            onRetry={() => void profile.refetch()}
          />
        )}
      </Container>
    );
  }

  const { reviewCount } = profile.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <ViewProfileHeader profile={profile.data} />
        {signedIn && (
          <Group justify="flex-end" mt="-lg">
            <PersonActions userId={profile.data.sp_id} name={profile.data.fullname} />
          </Group>
        )}
        <Tabs defaultValue="profile">
          <Tabs.List aria-label={t('providers.viewProfile.tabsLabel')} mb="lg">
            <Tabs.Tab value="profile">{t('providers.viewProfile.tabProfile')}</Tabs.Tab>
            <Tabs.Tab value="services">{t('providers.viewProfile.tabServices')}</Tabs.Tab>
            <Tabs.Tab
              value="reviews"
              rightSection={
                reviewCount > 0 ? (
                  <Badge
                    size="sm"
                    variant="light"
                    circle
                    aria-label={t('providers.viewProfile.reviewCount', { count: reviewCount })}
                  >
                    {reviewCount}
                  </Badge>
                ) : undefined
              }
            >
              {t('providers.viewProfile.tabReviews')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ViewProfileDetails profile={profile.data} />
            <ViewProfilePortfolio spId={spId} />
          </Tabs.Panel>
          <Tabs.Panel value="services">
            <ViewProfileServices spId={spId} />
          </Tabs.Panel>
          <Tabs.Panel value="reviews">
            <ViewProfileReviews spId={spId} providerName={profile.data.fullname} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
