import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { paths } from '#lib/paths';
import { useProviderServices, useSavePreferences } from '../api/providers';
import { ServicePicker } from './service-picker';
import { StickyActionBar } from './sticky-action-bar';

/** The Add New Services tab: the same picker, with the services already offered locked. */
export function AddServicesTab() {
  const { t } = useTranslation();
  const offered = useProviderServices();
  const save = useSavePreferences();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const locked = useMemo(
    () => new Set((offered.data ?? []).map((s) => s.service_id)),
    [offered.data],
  );

  if (offered.isPending)
    return <Skeleton height={240} radius="md" aria-label={t('providers.addServices.loading')} />;
  if (offered.isError) {
    return (
      <LoadError
        message={t('providers.addServices.loadFailed')}
        onRetry={() => void offered.refetch()}
      />
    );
  }

  const fresh = [...selected].filter((id) => !locked.has(id));
  const onAdd = async () => {
    try {
      await save.mutateAsync(fresh);
    } catch {
      return; // the alert shows it
    }
    notifications.show({ color: 'green', message: t('providers.messages.preferencesSaved') });
    setSelected(new Set());
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('providers.addServices.intro')}
      </Text>
      <ServicePicker selected={selected} onChange={setSelected} locked={locked} />
      <StickyActionBar>
        <Stack gap="sm">
          <FormAlert message={save.isError ? t('providers.messages.preferencesFailed') : null} />
          <Group justify="space-between" gap="md" wrap="wrap">
            <Button component={Link} to={paths.requestCategory} variant="subtle" px={0}>
              {t('providers.preferences.requestCategory')}
            </Button>
            <Group gap="md" wrap="nowrap">
              <Text size="sm" aria-live="polite">
                {fresh.length === 0
                  ? t('providers.addServices.nothingNew')
                  : t('providers.addServices.newSelected', { count: fresh.length })}
              </Text>
              <Button onClick={onAdd} disabled={fresh.length === 0} loading={save.isPending}>
                {t('providers.addServices.add')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </StickyActionBar>
    </Stack>
  );
}
