import { Badge, Button, Group, Paper, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProviderService } from '#contracts/providers';

type Props = {
  service: ProviderService;
  onToggle: (available: boolean) => void;
  onRemove: () => void;
};

/** One offered service: its name and category, an availability switch and Remove. */
export function OfferedServiceRow({ service, onToggle, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" gap="md" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text fw={600}>{service.service_name}</Text>
          <Badge variant="light" color="navy" size="sm" mt={4}>
            {service.category_name}
          </Badge>
        </div>
        <Group gap="lg" wrap="nowrap">
          <Switch
            label={
              service.availability_status
                ? t('providers.offered.available')
                : t('providers.offered.notAvailable')
            }
            aria-label={t('providers.offered.availableFor', { name: service.service_name })}
            checked={service.availability_status}
            onChange={(e) => onToggle(e.currentTarget.checked)}
          />
          <Button
            variant="subtle"
            color="red"
            size="sm"
            onClick={onRemove}
            aria-label={t('providers.offered.removeNamed', { name: service.service_name })}
          >
            {t('providers.offered.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
