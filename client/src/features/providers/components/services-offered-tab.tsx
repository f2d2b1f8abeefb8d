import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { BriefcaseIcon } from '#components/ui/icons';
import { QueryStates } from '#components/ui/query-states';
import { ProviderMessages, type ProviderService } from '#contracts/providers';
import { useProviderServices, useUpdateAvailability } from '../api';
import { OfferedServiceRow } from './offered-service-row';
import { RemoveServiceModal } from './remove-service-modal';

/** The Services Offered tab: what the provider offers, each switchable or removable. */
export function ServicesOfferedTab({ onAddServices }: { onAddServices: () => void }) {
  const services = useProviderServices();
  const availability = useUpdateAvailability();
  const [removing, setRemoving] = useState<ProviderService | null>(null);
  const [confirming, confirm] = useDisclosure(false);

  return (
    <QueryStates
      query={services}
      loading={
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your services">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={76} radius="md" />
          ))}
        </Stack>
      }
      errorMessage="We could not load your services."
      empty={{
        icon: <BriefcaseIcon size={28} />,
        title: "You don't offer any services yet",
        description: 'Choose the services you do, so clients can find you.',
        actions: <Button onClick={onAddServices}>Add New Services</Button>,
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
                closeButtonLabel="Dismiss"
                onClose={() => availability.reset()}
              >
                {ProviderMessages.availabilityFailed}
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              {available} of {data.length} services available to clients. Switch one off to pause it
              without removing it.
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
