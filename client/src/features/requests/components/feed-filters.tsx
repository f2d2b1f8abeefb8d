import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { isCalendarDay } from '#contracts/request-when';
import type { FeedSince } from '#contracts/requests';
import type { FeedFilter } from '../api/requests';

const ANY = 'any';
const SINCE_OPTIONS = [
  { value: ANY, label: 'requests.filters.any' },
  { value: 'day', label: 'requests.filters.day' },
  { value: 'week', label: 'requests.filters.week' },
  { value: 'month', label: 'requests.filters.month' },
] as const;

type Props = {
  filter: FeedFilter;
  /** The provider's own services: the feed holds requests for these only. */
  services: { service_id: number; service_name: string }[];
  onChange: (filter: FeedFilter) => void;
};

/** Narrows the feed to one of the provider's services, to recent requests, and to a wanted day. */
export function FeedFilters({ filter, services, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      mb="lg"
      role="search"
      aria-label={t('requests.filters.label')}
    >
      <ChoiceSelect
        label={t('requests.filters.service')}
        data={[
          { value: ANY, label: t('requests.filters.allServices') },
          ...services.map((s) => ({ value: String(s.service_id), label: s.service_name })),
        ]}
        value={filter.serviceId === undefined ? ANY : String(filter.serviceId)}
        onChange={(value) =>
          onChange({ ...filter, serviceId: !value || value === ANY ? undefined : Number(value) })
        }
        w={{ base: '100%', xs: 240 }}
      />
      <ChoiceSelect
        label={t('requests.filters.filed')}
        data={SINCE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        value={filter.since ?? ANY}
        onChange={(value) =>
          onChange({
            ...filter,
            since: !value || value === ANY ? undefined : (value as FeedSince),
          })
        }
        w={{ base: '100%', xs: 180 }}
      />
      <TextInput
        type="date"
        label={t('requests.filters.slotDay')}
        value={filter.day ?? ''}
        onChange={(e) => {
          const day = e.currentTarget.value;
          onChange({ ...filter, day: isCalendarDay(day) ? day : undefined });
        }}
        w={{ base: '100%', xs: 180 }}
      />
      {filter.day !== undefined && (
        <Button variant="subtle" onClick={() => onChange({ ...filter, day: undefined })}>
          {t('requests.filters.anyDay')}
        </Button>
      )}
    </Group>
  );
}
