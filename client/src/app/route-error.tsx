import { Container, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import plain from '#components/ui/plain-button.module.css';
import { paths } from '#lib/paths';

/** The router's error screen: shown when a page throws while rendering or loading. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="md">
        {t('common.routeError.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('common.routeError.text')}
      </Text>
      <UnstyledButton className={plain.button} onClick={() => window.location.assign(paths.home)}>
        {t('common.notFound.backHome')}
      </UnstyledButton>
    </Container>
  );
}
