import { Paper, SimpleGrid } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import type { City, OfferedService } from '#contracts/catalog';
import { DIRECTORY_SORTS, type DirectorySort } from '#contracts/directory-sorts';
import type { TextKey } from '#locales/catalog';
import type { DirectoryFilters } from '../api/provider-directory';

const ANY = 'any';

/** The words of each order of the list. */
const SORT_LABELS = {
  rating: 'providers.directory.sortRating',
  jobs: 'providers.directory.sortJobs',
} as const satisfies Record<DirectorySort, TextKey>;

type Props = {
  filters: DirectoryFilters;
  /** One choice: the filters it changes. */
  onChange: (patch: Partial<DirectoryFilters>) => void;
  cities: City[] | undefined;
  services: OfferedService[] | undefined;
};

/** The categories that have services, in the order the services list them. */
function categoriesOf(services: OfferedService[]) {
  const seen = new Map<number, string>();
  for (const s of services) seen.set(s.category_id, s.category_name);
  return [...seen].map(([value, label]) => ({ value: String(value), label }));
}

/** The services to choose from: of the chosen category, else all of them by category. */
function serviceOptions(services: OfferedService[], category: string | undefined, t: TFunction) {
  const any = { value: ANY, label: t('providers.directory.anyService') };
  if (category) {
    const inCategory = services.filter((s) => String(s.category_id) === category);
    return [any, ...inCategory.map((s) => ({ value: String(s.service_id), label: s.name }))];
  }
  return [
    any,
    ...categoriesOf(services).map((c) => ({
      group: c.label,
      items: services
        .filter((s) => String(s.category_id) === c.value)
        .map((s) => ({ value: String(s.service_id), label: s.name })),
    })),
  ];
}

/** City, category and service of the directory; each has an "Any" choice. */
export function DirectoryFilterBar({ filters, onChange, cities, services }: Props) {
  const { t } = useTranslation();
  const orAny = (value: string | null) => (value && value !== ANY ? value : undefined);
  const serviceList = services ?? [];

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      role="search"
      aria-label={t('providers.directory.filters')}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
        <ChoiceSelect
          label={t('providers.directory.city')}
          data={[
            { value: ANY, label: t('providers.directory.anyCity') },
            ...(cities ?? []).map((c) => ({ value: String(c.city_id), label: c.name })),
          ]}
          value={filters.city ?? ANY}
          disabled={!cities}
          onChange={(value) => onChange({ city: orAny(value) })}
        />
        <ChoiceSelect
          label={t('providers.directory.category')}
          data={[
            { value: ANY, label: t('providers.directory.anyCategory') },
            ...categoriesOf(serviceList),
          ]}
          value={filters.category ?? ANY}
          disabled={!services}
          onChange={(value) => onChange({ category: orAny(value) })}
        />
        <ChoiceSelect
          label={t('providers.directory.service')}
          searchable
          nothingFoundMessage={t('providers.directory.noServiceFound')}
          data={serviceOptions(serviceList, filters.category, t)}
          value={filters.service ?? ANY}
          disabled={!services}
          onChange={(value) => onChange({ service: orAny(value) })}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** The order of the list, beside its results. */
export function DirectorySortSelect({
  sort,
  onChange,
}: {
  sort: DirectorySort;
  onChange: (sort: DirectorySort) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      label={t('providers.directory.sortBy')}
      w={{ base: '100%', xs: 220 }}
      data={DIRECTORY_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
      value={sort}
      onChange={(value) => onChange(value === 'jobs' ? 'jobs' : 'rating')}
    />
  );
}
