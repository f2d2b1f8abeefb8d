import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your ServiceHub account.">
      <LoginForm />
    </AuthCard>
  );
}
