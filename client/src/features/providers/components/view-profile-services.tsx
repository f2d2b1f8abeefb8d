import { Badge, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BriefcaseIcon } from '#components/ui/icons';
import { QueryStates } from '#components/ui/query-states';
import { usePublicProviderServices } from '../api/view-profile';

/** The Services Offered tab: each service with its category and whether it is available now. */
export function ViewProfileServices({ spId }: { spId: string }) {
  const { t } = useTranslation();
  const services = usePublicProviderServices(spId);

  return (
    <QueryStates
      query={services}
      loading={
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          role="status"
          aria-busy="true"
          aria-label={t('providers.viewProfile.servicesLoading')}
        >
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={76} radius="md" />
          ))}
        </SimpleGrid>
      }
      errorMessage={t('providers.viewProfile.servicesFailed')}
      empty={{
        icon: <BriefcaseIcon size={26} />,
        title: t('providers.viewProfile.servicesEmptyTitle'),
        description: t('providers.viewProfile.servicesEmptyText'),
      }}
    >
      {(data) => (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0}>
          {data.map((service) => (
            <Paper
              key={service.service_id}
              component="li"
              withBorder
              radius="md"
              p="md"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{service.service_name}</Text>
                  <Text size="sm" c="dimmed">
                    {service.category_name}
                  </Text>
                </div>
                <Badge
                  color={service.availability_status ? 'green' : 'gray'}
                  variant="light"
                  style={{ flexShrink: 0 }}
                >
                  {service.availability_status
                    ? t('providers.viewProfile.available')
                    : t('providers.viewProfile.unavailable')}
                </Badge>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}
