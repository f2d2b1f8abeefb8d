import { Alert, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '#components/ui/load-error';
import { Typed } from '#components/ui/typed';
import { useActiveServices, useCategory, useCities } from '#features/catalog/api/catalog';
import { useOrder } from '#features/orders/api/orders';
import { usePublicPage } from '#features/providers/api/public-page';
import { isMissing, useServiceName } from '../api/requests';
import { DirectRequestNote } from '../components/direct-request-note';
import { ImageRetryPanel } from '../components/image-retry-panel';
import { ProviderCountNote } from '../components/provider-count-note';
import { RequestBreadcrumb } from '../components/request-breadcrumb';
import { RequestDetailsForm } from '../components/request-details-form';
import { RequestNotFound } from '../components/request-not-found';
import { RequestPriceGuide } from '../components/request-price-guide';
import { RequestSentPanel } from '../components/request-sent-panel';
import { AGAIN_PARAM, DIRECT_PROVIDER_PARAM } from '../shared/direct-request';
import { useSubmitRequest } from '../use-submit-request';

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('requests.form.loading')}>
      <Skeleton height={16} width="40%" />
      <Skeleton height={32} width="60%" />
      <Skeleton height={360} radius="md" />
    </Stack>
  );
}

/**
 * /Categories/:categoryId/:serviceId/servicerequestform and /Categories/:serviceId/servicerequestform:
 * the client describes a job; providers of the service in the chosen city see it in their feed.
 */
export function RequestFormPage() {
  const { t } = useTranslation();
  const { categoryId, serviceId = '' } = useParams();
  const service = useServiceName(serviceId);
  const category = useCategory(categoryId ?? '', !!categoryId);
  const categoryServices = useActiveServices(categoryId ?? '', !!categoryId);
  const cities = useCities();
  // A direct request (decision 0065): the provider named in the link, when it offers the service.
  const [search] = useSearchParams();
  const directId = search.get(DIRECT_PROVIDER_PARAM) ?? '';
  // "Hire again" (decision 0081): the order whose words fill the form, read by its id.
  const againId = Number(search.get(AGAIN_PARAM)) || null;
  const again = useOrder(againId);
  const from = again.data?.service_id === Number(serviceId) ? again.data : undefined;
  const directPage = usePublicPage(directId, directId !== '');
  const [keepDirect, setKeepDirect] = useState(false);
  const directTo = directPage.data?.services.some((s) => String(s.service_id) === serviceId)
    ? directPage.data
    : undefined;
  const submission = useSubmitRequest(
    Number(serviceId),
    directTo && { spId: directTo.sp_id, cityId: directTo.city_id, keep: keepDirect },
  );

  const wrap = (content: ReactNode) => (
    <Container size="sm" py="xl">
      {content}
    </Container>
  );

  // The category only matters when the route names one; it must hold the service.
  const categoryMissing = !!categoryId && category.isError && isMissing(category.error);
  const notInCategory =
    !!categoryId &&
    categoryServices.isSuccess &&
    !categoryServices.data.some((s) => String(s.service_id) === serviceId);

  if (categoryMissing) return wrap(<RequestNotFound what="category" />);
  if (
    (service.isError && isMissing(service.error)) ||
    notInCategory ||
    submission.step.kind === 'serviceGone'
  ) {
    return wrap(<RequestNotFound what="service" />);
  }
  if (service.isError) {
    return wrap(
      <LoadError message={t('requests.form.loadFailed')} onRetry={() => void service.refetch()} />,
    );
  }
  if (
    service.isPending ||
    (!!categoryId && category.isPending) ||
    (directId !== '' && directPage.isPending) ||
    (againId !== null && again.isPending)
  )
    return wrap(<FormSkeleton />);

  const name = service.data.name;
  // Addressed to a provider who no longer offers the service (or is no longer listed).
  const goneName = directId !== '' && !directTo && (directPage.data?.fullname ?? from?.sp_name);
  const { step } = submission;
  return wrap(
    <>
      <RequestBreadcrumb
        category={
          categoryId && category.isSuccess ? { id: categoryId, name: category.data.name } : null
        }
        serviceName={name}
      />
      <Title order={1} mb={4}>
        {t('requests.form.title', { name })}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('requests.form.intro')}
      </Text>
      {step.kind === 'done' ? (
        <RequestSentPanel
          imageUploaded={step.imageUploaded}
          serviceName={name}
          onAnother={submission.startOver}
        />
      ) : step.kind === 'imageFailed' ? (
        <ImageRetryPanel
          file={step.file}
          detail={step.detail}
          sending={submission.sending}
          progress={submission.progress}
          onRetry={submission.retryImage}
          onSkip={submission.skipImage}
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {directTo && (
            <DirectRequestNote name={directTo.fullname} keep={keepDirect} onKeep={setKeepDirect} />
          )}
          {goneName && (
            <Alert variant="light" color="yellow" radius="md" mb="lg">
              <Trans
                i18nKey="providers.favourites.noLongerOffered"
                values={{ name: goneName }}
                components={{ typed: <Typed /> }}
              />
            </Alert>
          )}
          {from && (
            <Text size="sm" c="dimmed" mb="md">
              {t('providers.favourites.prefilled', { id: from.request_id })}
            </Text>
          )}
          <RequestDetailsForm
            defaultCityId={directTo ? String(directTo.city_id) : ''}
            defaults={
              from && {
                description: from.description,
                address: from.address,
                city_id: String(from.city_id),
              }
            }
            cities={{
              list: cities.data ?? [],
              loading: cities.isPending,
              failed: cities.isError,
              retry: () => void cities.refetch(),
            }}
            onSubmit={submission.submit}
            sending={submission.sending}
            progress={submission.progress}
            failure={submission.failure}
            belowCity={(cityId) => {
              const city = cities.data?.find((c) => String(c.city_id) === cityId);
              if (directTo && cityId !== '' && cityId !== String(directTo.city_id))
                return (
                  <Text size="sm" c="dimmed" mt={4}>
                    <Trans
                      i18nKey="providers.publicPage.direct.notOffered"
                      values={{ name: directTo.fullname }}
                      components={{ typed: <Typed /> }}
                    />
                  </Text>
                );
              const chosen = city ? { id: cityId, name: city.name } : null;
              return (
                <>
                  <ProviderCountNote serviceId={serviceId} categoryId={categoryId} city={chosen} />
                  <RequestPriceGuide serviceId={serviceId} city={chosen} />
                </>
              );
            }}
          />
        </Paper>
      )}
    </>,
  );
}
