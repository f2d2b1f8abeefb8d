import { useTranslation } from 'react-i18next';
import { AuthCard } from '#components/ui/auth-card';
import { LoginPrompt } from '../components/login-prompt';
import { ProviderRegistrationForm } from '../components/provider-registration-form';

export function ProviderRegistrationPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.providerSignup.title')}
      subtitle={t('auth.providerSignup.subtitle')}
      width={640}
      footer={<LoginPrompt />}
    >
      <ProviderRegistrationForm />
    </AuthCard>
  );
}
