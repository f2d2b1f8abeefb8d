import { Badge, Button, Container, EmptyState, Stack, Tabs } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError } from '#components/ui/load-error';
import { ViewProfileDetails } from '../components/view-profile-details';
import { ViewProfileHeader, ViewProfileHeaderSkeleton } from '../components/view-profile-header';
import { ViewProfileReviews } from '../components/view-profile-reviews';
import { ViewProfileServices } from '../components/view-profile-services';
import { isProviderMissing, usePublicProviderProfile } from '../view-profile-api';

/** /ViewProfile/:sp_id: a client's look at one provider (profile, services, reviews). */
export function ViewProfilePage() {
  const { sp_id: spId = '' } = useParams();
  const profile = usePublicProviderProfile(spId);

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
            <EmptyState.Title order={1}>Provider not found.</EmptyState.Title>
            <EmptyState.Description>
              This provider does not exist or is no longer active.
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button component={Link} to="/Categories">
                Browse categories
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <LoadError
            message="We could not load this provider's profile."
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
        <Tabs defaultValue="profile">
          <Tabs.List aria-label="Provider details" mb="lg">
            <Tabs.Tab value="profile">Profile</Tabs.Tab>
            <Tabs.Tab value="services">Services Offered</Tabs.Tab>
            <Tabs.Tab
              value="reviews"
              rightSection={
                reviewCount > 0 ? (
                  <Badge size="sm" variant="light" circle aria-label={`${reviewCount} reviews`}>
                    {reviewCount}
                  </Badge>
                ) : undefined
              }
            >
              Reviews
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ViewProfileDetails profile={profile.data} />
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
