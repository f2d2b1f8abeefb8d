import { AuthCard } from '../components/auth-card';
import { LoginPrompt } from '../components/login-prompt';
import { ProviderRegistrationForm } from '../components/provider-registration-form';

export function ProviderRegistrationPage() {
  return (
    <AuthCard
      title="Service Provider Registration"
      subtitle="Tell clients who you are and where you work."
      width={640}
      footer={<LoginPrompt />}
    >
      <ProviderRegistrationForm />
    </AuthCard>
  );
}
