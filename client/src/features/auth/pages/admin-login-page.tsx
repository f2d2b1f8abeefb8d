import { useTranslation } from 'react-i18next';
import { AuthCard } from '#components/ui/auth-card';
import { AdminLoginForm } from '../components/admin-login-form';

export function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.adminLogin.title')} subtitle={t('auth.adminLogin.subtitle')}>
      <AdminLoginForm />
    </AuthCard>
  );
}
