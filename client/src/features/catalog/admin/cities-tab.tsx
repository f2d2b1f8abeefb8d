import {
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { type AdminCity, CITY_NAME_MAX, type CityRequest, cityRequest } from '#contracts/catalog';
import { adminFailure } from '#lib/admin-failure';
import { zodResolver } from '#lib/zod-resolver';
import { useAddCity, useAdminCities, useRemoveCity, useSetCityNames } from '../api/admin-catalog';
import { MissingUrduBadge } from './missing-urdu-badge';

/** A city's English and Urdu names, as a form: adding one, or changing one's names. */
function CityForm({
  initial,
  submitLabel,
  onSave,
  failureText,
  headingId,
}: {
  initial: CityRequest;
  submitLabel: string;
  onSave: (names: CityRequest) => Promise<unknown>;
  failureText: string;
  headingId?: string;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(cityRequest), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (names) => {
    try {
      await onSave(names);
      form.reset(initial);
    } catch (error) {
      form.setError('root', { message: adminFailure(error, failureText) ?? failureText });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('admin.cities.nameEn')}
            required
            maxLength={CITY_NAME_MAX}
            error={errors.name?.message}
            miw={180}
            {...form.register('name')}
          />
          <TextInput
            label={t('admin.cities.nameUr')}
            lang="ur"
            dir="rtl"
            maxLength={CITY_NAME_MAX}
            error={errors.name_ur?.message}
            miw={180}
            {...form.register('name_ur')}
          />
        </Group>
        <FormAlert message={errors.root?.message ?? null} />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** One city: both names, a mark where the Urdu is missing, edit and remove. */
function CityRow({ city }: { city: AdminCity }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const setNames = useSetCityNames();
  const remove = useRemoveCity();
  const onRemove = () =>
    remove.mutate(city, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('admin.cities.removed', { name: city.name_en }),
        }),
      onError: (error) => {
        const message = adminFailure(error, t('admin.cities.removeFailed'));
        if (message) notifications.show({ color: 'red', title: city.name_en, message });
      },
    });
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>{city.name_en}</Text>
          {city.name_ur && (
            <Text lang="ur" dir="rtl">
              {city.name_ur}
            </Text>
          )}
          <MissingUrduBadge nameUr={city.name_ur} />
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => setEditing(true)}
            aria-label={t('admin.cities.editLabel', { name: city.name_en })}
          >
            {t('admin.cities.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            loading={remove.isPending}
            onClick={onRemove}
            aria-label={t('admin.cities.removeLabel', { name: city.name_en })}
          >
            {t('admin.cities.remove')}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('admin.cities.editTitle', { name: city.name_en })}
      >
        <CityForm
          initial={{ name: city.name_en, name_ur: city.name_ur ?? '' }}
          submitLabel={t('admin.words.save')}
          failureText={t('admin.cities.saveFailed')}
          onSave={async (names) => {
            await setNames.mutateAsync({ id: city.city_id, names });
            notifications.show({
              color: 'green',
              message: t('admin.cities.saved', { name: names.name }),
            });
            setEditing(false);
          }}
        />
      </Modal>
    </Paper>
  );
}

/** The cities providers and requests choose from: add one, change its names, remove an unused one. */
export function CitiesTab() {
  const { t } = useTranslation();
  const cities = useAdminCities();
  const add = useAddCity();

  let list: ReactNode;
  if (cities.isPending) {
    list = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('admin.cities.loading')}>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={48} radius="md" />
        ))}
      </Stack>
    );
  } else if (cities.isError) {
    list = (
      <LoadError message={t('admin.cities.loadFailed')} onRetry={() => void cities.refetch()} />
    );
  } else if (cities.data.length === 0) {
    list = <Text c="dimmed">{t('admin.cities.empty')}</Text>;
  } else {
    list = (
      <Stack gap="xs" component="ul" p={0} m={0} aria-labelledby="admin-cities-heading">
        {cities.data.map((city) => (
          <CityRow key={city.city_id} city={city} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2} size="h4" mb={4} id="admin-cities-heading">
          {t('admin.cities.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.cities.intro')}
        </Text>
      </div>
      {list}
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm" id="admin-add-city-heading">
          {t('admin.cities.addTitle')}
        </Title>
        <CityForm
          headingId="admin-add-city-heading"
          initial={{ name: '', name_ur: '' }}
          submitLabel={t('admin.cities.add')}
          failureText={t('admin.cities.addFailed')}
          onSave={async (names) => {
            const city = await add.mutateAsync(names);
            notifications.show({
              color: 'green',
              message: t('admin.cities.added', { name: city.name_en }),
            });
          }}
        />
      </Paper>
    </Stack>
  );
}
