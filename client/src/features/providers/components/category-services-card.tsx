import { Badge, Card, Checkbox, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferedService } from '#contracts/catalog';

type Props = {
  categoryName: string;
  services: OfferedService[];
  selected: ReadonlySet<number>;
  locked: ReadonlySet<number>;
  onToggle: (serviceId: number, checked: boolean) => void;
};

/** One category's services as checkboxes, under the category's icon and name. */
export function CategoryServicesCard({
  categoryName,
  services,
  selected,
  locked,
  onToggle,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" role="group" aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap" mb="md">
        <Image
          src={services[0]?.category_image ?? '/images/logo.png'}
          alt=""
          w={40}
          h={40}
          fit="contain"
          fallbackSrc="/images/logo.png"
        />
        <Title order={2} size="h4" id={titleId}>
          {categoryName}
        </Title>
      </Group>
      <Stack gap="sm">
        {services.map((service) => {
          const isLocked = locked.has(service.service_id);
          return (
            <Checkbox
              key={service.service_id}
              checked={isLocked || selected.has(service.service_id)}
              disabled={isLocked}
              onChange={(e) => onToggle(service.service_id, e.currentTarget.checked)}
              label={
                <Group gap={8} wrap="wrap" component="span">
                  <Text span size="sm" fw={500}>
                    {service.name}
                  </Text>
                  {isLocked && (
                    <Badge size="sm" variant="light" color="gray" tt="none">
                      {t('providers.messages.alreadySelected')}
                    </Badge>
                  )}
                </Group>
              }
              description={service.description || undefined}
            />
          );
        })}
      </Stack>
    </Card>
  );
}
