import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '#components/ui/form-alert';
import { paths } from '#lib/paths';
import { useProviderServices, useSavePreferences } from '../api/providers';
import { ServicePicker } from '../components/service-picker';
import { StickyActionBar } from '../components/sticky-action-bar';

function selectionText(t: TFunction, picked: number, offered: number): string {
  const services = (count: number) => t('providers.preferences.services', { count });
  if (offered === 0) {
    return picked === 0
      ? t('providers.preferences.noneSelected')
      : t('providers.preferences.selected', { services: services(picked) });
  }
  if (picked === 0) return t('providers.preferences.offerMore', { offered: services(offered) });
  return t('providers.preferences.offerAndSelected', {
    offered: services(offered),
    picked: services(picked),
  });
}

/** /ServiceProviderForm: the provider's first choice of services (also reachable later). */
export function PreferencesPage() {
  const { t } = useTranslation();
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
    notifications.show({ color: 'green', message: t('providers.messages.preferencesSaved') });
    navigate(paths.providerProfile);
  };

  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('providers.preferences.title')}
        </Title>
        <Text c="dimmed" mt={6} mb="xl" maw={640}>
          {t('providers.preferences.intro')}
        </Text>

        <ServicePicker selected={selected} onChange={setSelected} locked={locked} />

        <StickyActionBar>
          <Stack gap="sm">
            <FormAlert message={save.isError ? t('providers.messages.preferencesFailed') : null} />
            <Group justify="space-between" gap="md" wrap="wrap">
              <Text size="sm" aria-live="polite">
                {selectionText(t, selected.size, locked.size)}
              </Text>
              <Group gap="sm" grow preventGrowOverflow={false} style={{ flexGrow: 1 }} maw={420}>
                <Button variant="default" component={Link} to={paths.providerProfile}>
                  {t('providers.preferences.skip')}
                </Button>
                <Button onClick={onSave} disabled={selected.size === 0} loading={save.isPending}>
                  {t('providers.preferences.save')}
                </Button>
              </Group>
            </Group>
            <Text size="sm">
              <Anchor component={Link} to={paths.requestCategory}>
                {t('providers.preferences.requestCategory')}
              </Anchor>
            </Text>
          </Stack>
        </StickyActionBar>
      </Container>
    </Box>
  );
}
