import { Button, Container, EmptyState, Stack } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '#components/ui/load-error';
import { Typed } from '#components/ui/typed';
import { DIRECT_WINDOW_HOURS } from '#contracts/direct-window';
import type { PublicProviderPage as Provider } from '#contracts/public-providers';
import { SaveProviderButton } from '#features/favourites/shared/save-provider-button';
import { directRequestForm } from '#features/requests/shared/direct-request';
import { paths } from '#lib/paths';
import { useSession } from '#lib/session';
import { usePublicPage, usePublicReviews } from '../api/public-page';
import { isProviderMissing } from '../api/view-profile';
import { PublicPageFacts } from '../components/public-page-facts';
import { PublicPageHeader } from '../components/public-page-header';
import { PublicPageServices } from '../components/public-page-services';
import { PublicSection } from '../components/public-section';
import { ViewProfileHeaderSkeleton } from '../components/view-profile-header';
import { ViewProfilePortfolio } from '../components/view-profile-portfolio';
import { ReviewList } from '../components/view-profile-reviews';

/**
 * /providers/:spId: a provider's public page (issue 28 item 1, decision 0065), for anyone:
 * profile, badges, track record, services, past work and reviews, and "Request a quote",
 * which leads a visitor through logging in or signing up to the request form addressed to the
 * provider (the form's guard keeps the way back).
 */
export function PublicProviderPage() {
  const { t } = useTranslation();
  const { spId = '' } = useParams();
  const session = useSession();
  const page = usePublicPage(spId);
  const reviews = usePublicReviews(spId);

  if (page.isPending) {
    return (
      <Container size="lg" py="xl">
        <ViewProfileHeaderSkeleton />
      </Container>
    );
  }
  if (page.isError) {
    return (
      <Container size="lg" py="xl">
        {isProviderMissing(page.error) ? (
          <EmptyState py={60}>
            <EmptyState.Title order={1}>{t('providers.publicPage.notFoundTitle')}</EmptyState.Title>
            <EmptyState.Description>
              {t('providers.publicPage.notFoundText')}
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button component={Link} to={paths.findProvider}>
                {t('providers.publicPage.browse')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <LoadError
            message={t('providers.publicPage.loadFailed')}
            onRetry={() => void page.refetch()}
          />
        )}
      </Container>
    );
  }

  const provider = page.data;
  // A provider reads the page but asks no quotes: the request form is a client's.
  const canAsk = session?.userType !== 'serviceproviders';
  const quoteOf = (service: Provider['services'][number]) =>
    canAsk ? directRequestForm(service.category_id, service.service_id, provider.sp_id) : null;
  const first = provider.services[0];
  const quoteNote = (
    <>
      <Trans
        i18nKey="providers.publicPage.quoteNote"
        values={{ name: provider.fullname, count: DIRECT_WINDOW_HOURS }}
        components={{ typed: <Typed /> }}
      />
      {session ? null : ` ${t('providers.publicPage.signInNote')}`}
    </>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PublicPageHeader
          provider={provider}
          quote={first ? quoteOf(first) : null}
          quoteNote={quoteNote}
          save={
            <SaveProviderButton
              spId={provider.sp_id}
              name={provider.fullname}
              size="md"
              w={{ base: '100%', xs: 'fit-content' }}
            />
          }
        />
        <PublicPageFacts provider={provider} />
        <PublicPageServices provider={provider} quoteOf={quoteOf} />
        <ViewProfilePortfolio spId={spId} />
        <PublicSection id="reviews" title={t('providers.publicPage.reviewsHeading')}>
          <ReviewList reviews={reviews} providerName={provider.fullname} />
        </PublicSection>
      </Stack>
    </Container>
  );
}
