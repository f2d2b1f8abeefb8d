import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#components/ui/load-error';
import { ProviderMessages } from '#contracts/providers';
import { FormAlert } from '#features/auth/components/form-alert';
import { useProviderServices, useSavePreferences } from '../api';
import { ServicePicker } from './service-picker';
import { StickyActionBar } from './sticky-action-bar';

/** The Add New Services tab: the same picker, with the services already offered locked. */
export function AddServicesTab() {
  const offered = useProviderServices();
  const save = useSavePreferences();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const locked = useMemo(
    () => new Set((offered.data ?? []).map((s) => s.service_id)),
    [offered.data],
  );

  if (offered.isPending) return <Skeleton height={240} radius="md" aria-label="Loading" />;
  if (offered.isError) {
    return (
      <LoadError
        message="We could not load the services you offer."
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
    notifications.show({ color: 'green', message: ProviderMessages.preferencesSaved });
    setSelected(new Set());
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        Services you already offer are ticked. Tick new ones and add them to your profile.
      </Text>
      <ServicePicker selected={selected} onChange={setSelected} locked={locked} />
      <StickyActionBar>
        <Stack gap="sm">
          <FormAlert message={save.isError ? ProviderMessages.preferencesFailed : null} />
          <Group justify="space-between" gap="md" wrap="wrap">
            <Button component={Link} to="/RequestCategory" variant="subtle" px={0}>
              Can't find the service? Request here
            </Button>
            <Group gap="md" wrap="nowrap">
              <Text size="sm" aria-live="polite">
                {fresh.length === 0 ? 'Nothing new selected.' : `${fresh.length} new selected.`}
              </Text>
              <Button onClick={onAdd} disabled={fresh.length === 0} loading={save.isPending}>
                Add Services
              </Button>
            </Group>
          </Group>
        </Stack>
      </StickyActionBar>
    </Stack>
  );
}
