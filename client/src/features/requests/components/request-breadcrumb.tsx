import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths';

type Props = {
  /** The category, when the route names one. */
  category: { id: string; name: string } | null;
  serviceName: string;
};

/** Categories > category (when known) > service. */
export function RequestBreadcrumb({ category, serviceName }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('requests.breadcrumb.label')}>
      <Breadcrumbs mb="lg" separatorMargin="xs" style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={paths.categories}>
          {t('requests.breadcrumb.categories')}
        </Anchor>
        {category && (
          <Anchor component={Link} to={paths.category(category.id)}>
            {category.name}
          </Anchor>
        )}
        <Text aria-current="page">{serviceName}</Text>
      </Breadcrumbs>
    </nav>
  );
}
