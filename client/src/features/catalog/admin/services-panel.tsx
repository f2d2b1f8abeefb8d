import { Alert, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import type { AdminCategory } from '#contracts/catalog';
import { useAllServices } from '../api/admin-catalog';
import { ServiceStatusRow } from './service-status-row';
import { StatusBadge } from './status-badge';

/** The services of one category, active or not, each with its switch. */
export function ServicesPanel({ category }: { category: AdminCategory }) {
  const { t } = useTranslation();
  const services = useAllServices(category.category_id);
  const headingId = `services-of-${category.category_id}`;

  let body: ReactNode;
  if (services.isPending) {
    body = (
      <Stack
        gap="xs"
        role="status"
        aria-busy="true"
        aria-label={t('admin.catalog.servicesLoading')}
      >
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height={56} radius="md" />
        ))}
      </Stack>
    );
  } else if (services.isError) {
    body = (
      <LoadError
        message={t('admin.catalog.servicesFailed')}
        onRetry={() => void services.refetch()}
      />
    );
  } else if (services.data.length === 0) {
    body = (
      <EmptyState
        size="sm"
        py="lg"
        icon={<CheckIcon size={22} />}
        withIndicatorBackground
        title={t('admin.catalog.noServicesTitle')}
        description={t('admin.catalog.noServicesText')}
      />
    );
  } else {
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} aria-labelledby={headingId}>
        {services.data.map((service) => (
          <ServiceStatusRow key={service.service_id} service={service} />
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Title order={2} size="h4" id={headingId} style={{ minWidth: 0 }}>
          {t('admin.catalog.servicesOf', { name: category.name })}
        </Title>
        <StatusBadge status={category.status} />
      </Group>
      {category.status === 'inactive' && (
        <Alert color="gray" variant="light" mb="sm" p="xs">
          <Text size="sm">{t('admin.catalog.inactiveNote')}</Text>
        </Alert>
      )}
      {body}
    </Paper>
  );
}
