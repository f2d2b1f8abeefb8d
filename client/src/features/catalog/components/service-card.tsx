import { Card, Group, Image, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '#components/ui/icons';
import type { Service } from '#contracts/catalog';
import { paths } from '#lib/paths';

export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={paths.requestForm(service.category_id, service.service_id)}
      withBorder
      shadow="sm"
      padding="lg"
      className="hover-lift"
    >
      {service.image && (
        <Card.Section mb="sm">
          <Image src={service.image} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Group gap="sm" mb={6} wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
          <CheckIcon size={16} />
        </ThemeIcon>
        <Title order={3} size="h5" dir="auto">
          {service.name}
        </Title>
      </Group>
      <Text c="dimmed" size="sm" mb="sm" dir="auto">
        {service.description}
      </Text>
      <Text c="brand.8" fw={600} size="sm">
        {t('catalog.service.request')}
      </Text>
    </Card>
  );
}
