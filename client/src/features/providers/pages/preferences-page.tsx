import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProviderMessages } from '../../../../../contracts/providers';
import { FormAlert } from '../../auth/components/form-alert';
import { useSavePreferences } from '../api';
import { ServicePicker } from '../components/service-picker';
import { StickyActionBar } from '../components/sticky-action-bar';

/** /ServiceProviderForm: the provider's first choice of services (also reachable later). */
export function PreferencesPage() {
  const navigate = useNavigate();
  const save = useSavePreferences();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());

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

        <ServicePicker selected={selected} onChange={setSelected} />

        <StickyActionBar>
          <Stack gap="sm">
            <FormAlert message={save.isError ? ProviderMessages.preferencesFailed : null} />
            <Group justify="space-between" gap="md" wrap="wrap">
              <Text size="sm" aria-live="polite">
                {selected.size === 0
                  ? 'No service selected yet.'
                  : `${selected.size} service${selected.size === 1 ? '' : 's'} selected.`}
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
