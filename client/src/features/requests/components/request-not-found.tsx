import { Button, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths';

const SAYS = {
  service: { title: 'requests.notFound.serviceTitle', text: 'requests.notFound.serviceText' },
  category: { title: 'requests.notFound.categoryTitle', text: 'requests.notFound.categoryText' },
} as const;

/** The service, or the category the link names, does not exist or is no longer offered. */
export function RequestNotFound({ what }: { what: 'service' | 'category' }) {
  const { t } = useTranslation();
  return (
    <EmptyState py={60}>
      <EmptyState.Title order={1}>{t(SAYS[what].title)}</EmptyState.Title>
      <EmptyState.Description>{t(SAYS[what].text)}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.categories}>
          {t('requests.notFound.browse')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
