import { useTranslation } from 'react-i18next';
import { AuthCard } from '#components/ui/auth-card';
import { ClientSignupForm } from '../components/client-signup-form';
import { LoginPrompt } from '../components/login-prompt';

export function ClientSignupPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.clientSignup.title')}
      subtitle={t('auth.clientSignup.subtitle')}
      footer={<LoginPrompt />}
    >
      <ClientSignupForm />
    </AuthCard>
  );
}
