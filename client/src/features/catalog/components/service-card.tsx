import { Card, Group, Image, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '#components/ui/icons';
import type { Service } from '#contracts/catalog';
import { paths } from '#lib/paths';

export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation();
  // The image the admin gave the service; the check icon when it has none or it fails to load.
  const [failed, setFailed] = useState(false);
  const image = failed ? null : service.image;
  return (
    <Card
      component={Link}
      to={paths.requestForm(service.category_id, service.service_id)}
      withBorder
      shadow="sm"
      padding="lg"
      className="hover-lift"
    >
      {image && (
        <Card.Section mb="sm">
          {/* Decorative: the service's name is the heading under it. */}
          <Image
            src={image}
            alt=""
            width={400}
            height={140}
            h={140}
            w="100%"
            fit="cover"
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        </Card.Section>
      )}
      <Group gap="sm" mb={6} wrap="nowrap">
        {!image && (
          <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
            <CheckIcon size={16} />
          </ThemeIcon>
        )}
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
