import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BriefcaseIcon } from '#components/ui/icons';
import { QueryStates } from '#components/ui/query-states';
import type { ProviderService } from '#contracts/providers';
import { useProviderServices, useUpdateAvailability } from '../api/providers';
import { OfferedServiceRow } from './offered-service-row';
import { RemoveServiceModal } from './remove-service-modal';

/** The Services Offered tab: what the provider offers, each switchable or removable. */
export function ServicesOfferedTab({ onAddServices }: { onAddServices: () => void }) {
  const { t } = useTranslation();
  const services = useProviderServices();
  const availability = useUpdateAvailability();
  const [removing, setRemoving] = useState<ProviderService | null>(null);
  const [confirming, confirm] = useDisclosure(false);

  return (
    <QueryStates
      query={services}
      loading={
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('providers.offered.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={76} radius="md" />
          ))}
        </Stack>
      }
      errorMessage={t('providers.offered.loadFailed')}
      empty={{
        icon: <BriefcaseIcon size={28} />,
        title: t('providers.offered.emptyTitle'),
        description: t('providers.offered.emptyDescription'),
        actions: <Button onClick={onAddServices}>{t('providers.offered.addNew')}</Button>,
      }}
    >
      {(data) => {
        const available = data.filter((s) => s.availability_status).length;
        return (
          <Stack gap="md">
            {availability.isError && (
              <Alert
                role="alert"
                color="red"
                variant="light"
                withCloseButton
                closeButtonLabel={t('providers.offered.dismiss')}
                onClose={() => availability.reset()}
              >
                {t('providers.messages.availabilityFailed')}
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              {t('providers.offered.summary', { available, total: data.length })}
            </Text>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.map((service) => (
                <OfferedServiceRow
                  key={service.service_id}
                  service={service}
                  onToggle={(isAvailable) =>
                    availability.mutate({ serviceId: service.service_id, available: isAvailable })
                  }
                  onRemove={() => {
                    setRemoving(service);
                    confirm.open();
                  }}
                />
              ))}
            </Stack>
            <RemoveServiceModal opened={confirming} service={removing} onClose={confirm.close} />
          </Stack>
        );
      }}
    </QueryStates>
  );
}
