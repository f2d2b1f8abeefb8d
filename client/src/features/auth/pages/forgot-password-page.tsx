import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account email and we will send you a link to reset it."
      footer={
        <Anchor component={Link} to="/Login" fw={600}>
          Back to login
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
