import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProviderMessages } from '#contracts/providers';
import { FormAlert } from '#features/auth/components/form-alert';
import { useProviderServices, useSavePreferences } from '../api';
import { ServicePicker } from '../components/service-picker';
import { StickyActionBar } from '../components/sticky-action-bar';

const services = (n: number) => `${n} service${n === 1 ? '' : 's'}`;

function selectionText(picked: number, offered: number): string {
  if (offered === 0)
    return picked === 0 ? 'No service selected yet.' : `${services(picked)} selected.`;
  if (picked === 0) return `You offer ${services(offered)}. Tick more to add them.`;
  return `You offer ${services(offered)}; ${services(picked)} more selected.`;
}

/** /ServiceProviderForm: the provider's first choice of services (also reachable later). */
export function PreferencesPage() {
  const navigate = useNavigate();
  const save = useSavePreferences();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  // A provider who comes back here sees what it offers already, ticked and locked.
  const offered = useProviderServices();
  const locked = useMemo(
    () => new Set((offered.data ?? []).map((s) => s.service_id)),
    [offered.data],
  );

  const onSave = async () => {
    try {
      await save.mutateAsync([...selected]);
    } catch {
      return; // the alert shows it
    }
    notifications.show({ color: 'green', message: ProviderMessages.preferencesSaved });
    navigate('/SpProfile');
  };

  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Choose the services you offer
        </Title>
        <Text c="dimmed" mt={6} mb="xl" maw={640}>
          Tick every service you can do. Clients looking for them will find you, and you can change
          this any time from your profile.
        </Text>

        <ServicePicker selected={selected} onChange={setSelected} locked={locked} />

        <StickyActionBar>
          <Stack gap="sm">
            <FormAlert message={save.isError ? ProviderMessages.preferencesFailed : null} />
            <Group justify="space-between" gap="md" wrap="wrap">
              <Text size="sm" aria-live="polite">
                {selectionText(selected.size, locked.size)}
              </Text>
              <Group gap="sm" grow preventGrowOverflow={false} style={{ flexGrow: 1 }} maw={420}>
                <Button variant="default" component={Link} to="/SpProfile">
                  Skip now
                </Button>
                <Button onClick={onSave} disabled={selected.size === 0} loading={save.isPending}>
                  Save Preferences
                </Button>
              </Group>
            </Group>
            <Text size="sm">
              <Anchor component={Link} to="/RequestCategory">
                Can't find the service? Request here
              </Anchor>
            </Text>
          </Stack>
        </StickyActionBar>
      </Container>
    </Box>
  );
}
