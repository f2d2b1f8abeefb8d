import { AdminLoginForm } from '../components/admin-login-form';
import { AuthCard } from '../components/auth-card';

export function AdminLoginPage() {
  return (
    <AuthCard title="Admin login" subtitle="Manage the catalog and payments.">
      <AdminLoginForm />
    </AuthCard>
  );
}
