import { Group } from '@mantine/core';
import { ChoiceSelect } from '#components/forms/choice-select';
import type { FeedSince } from '#contracts/requests';
import type { FeedFilter } from '../api';

const ANY = 'any';
const SINCE_OPTIONS = [
  { value: ANY, label: 'Any time' },
  { value: 'day', label: 'Last 24 hours' },
  { value: 'week', label: 'Last 7 days' },
  { value: 'month', label: 'Last 30 days' },
];

type Props = {
  filter: FeedFilter;
  /** The provider's own services: the feed holds requests for these only. */
  services: { service_id: number; service_name: string }[];
  onChange: (filter: FeedFilter) => void;
};

/** Narrows the feed to one of the provider's services and to recent requests. */
export function FeedFilters({ filter, services, onChange }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="lg" role="search" aria-label="Filter requests">
      <ChoiceSelect
        label="Service"
        data={[
          { value: ANY, label: 'All my services' },
          ...services.map((s) => ({ value: String(s.service_id), label: s.service_name })),
        ]}
        value={filter.serviceId === undefined ? ANY : String(filter.serviceId)}
        onChange={(value) =>
          onChange({ ...filter, serviceId: !value || value === ANY ? undefined : Number(value) })
        }
        w={{ base: '100%', xs: 240 }}
      />
      <ChoiceSelect
        label="Filed"
        data={SINCE_OPTIONS}
        value={filter.since ?? ANY}
        onChange={(value) =>
          onChange({
            ...filter,
            since: !value || value === ANY ? undefined : (value as FeedSince),
          })
        }
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  );
}
