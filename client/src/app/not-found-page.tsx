import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80} ta="center">
      <Text c="brand.8" fw={700} size="xl">
        404
      </Text>
      <Title order={1} mb="md">
        {t('common.notFound.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('common.notFound.text')}
      </Text>
      <Button component={Link} to={paths.home}>
        {t('common.notFound.backHome')}
      </Button>
    </Container>
  );
}
