import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { BriefcaseIcon } from '#components/ui/icons';
import { QueryStates } from '#components/ui/query-states';
import type { OfferedService } from '#contracts/catalog';
import { useOfferableServices } from '../api/offerable-services';
import { CategoryServicesCard } from './category-services-card';

type Props = {
  /** The ids ticked so far (not counting the locked ones). */
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
  /** Services the provider already offers: shown ticked, disabled and 'Already selected'. */
  locked?: ReadonlySet<number>;
};

const none: ReadonlySet<number> = new Set();

/** Active services grouped by category, a card of checkboxes per category. Shared by the
 * preferences page and the profile's Add New Services tab. */
export function ServicePicker({ selected, onChange, locked = none }: Props) {
  const { t } = useTranslation();
  const services = useOfferableServices();

  const toggle = (serviceId: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(serviceId);
    else next.delete(serviceId);
    onChange(next);
  };

  return (
    <QueryStates
      query={services}
      loading={<CardGridSkeleton count={6} height={200} />}
      errorMessage={t('providers.picker.loadFailed')}
      empty={{
        icon: <BriefcaseIcon size={28} />,
        title: t('providers.picker.emptyTitle'),
        description: t('providers.picker.emptyDescription'),
      }}
    >
      {(data) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {groupByCategory(data).map((group) => (
            <CategoryServicesCard
              key={group.id}
              categoryName={group.name}
              services={group.services}
              selected={selected}
              locked={locked}
              onToggle={toggle}
            />
          ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}

/** Categories in the order they first appear, each with its services. */
type Group = { id: number; name: string; services: OfferedService[] };

function groupByCategory(services: OfferedService[]): Group[] {
  const groups = new Map<number, Group>();
  for (const service of services) {
    const group = groups.get(service.category_id);
    if (group) group.services.push(service);
    else {
      groups.set(service.category_id, {
        id: service.category_id,
        name: service.category_name,
        services: [service],
      });
    }
  }
  return [...groups.values()];
}
