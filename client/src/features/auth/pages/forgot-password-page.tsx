import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '#components/ui/auth-card';
import { paths } from '#lib/paths';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('auth.forgotPassword.backToLogin')}
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
