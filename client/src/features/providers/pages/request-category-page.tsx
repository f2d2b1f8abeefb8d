import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '#components/ui/auth-card';
import { paths } from '#lib/paths';
import { CategoryRequestForm } from '../components/category-request-form';

/** /RequestCategory: a provider asks for a category that does not exist yet. */
export function RequestCategoryPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('providers.requestCategory.title')}
      subtitle={t('providers.requestCategory.subtitle')}
      width={560}
      footer={
        <Anchor component={Link} to={`${paths.providerProfile}?tab=add`}>
          {t('providers.requestCategory.back')}
        </Anchor>
      }
    >
      <CategoryRequestForm />
    </AuthCard>
  );
}
