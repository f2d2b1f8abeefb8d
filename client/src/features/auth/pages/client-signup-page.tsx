import { AuthCard } from '../components/auth-card';
import { ClientSignupForm } from '../components/client-signup-form';
import { LoginPrompt } from '../components/login-prompt';

export function ClientSignupPage() {
  return (
    <AuthCard
      title="Sign up as a client"
      subtitle="Hire trusted local providers for your next project."
      footer={<LoginPrompt />}
    >
      <ClientSignupForm />
    </AuthCard>
  );
}
