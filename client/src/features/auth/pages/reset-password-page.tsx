import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userType } from '#contracts/auth';
import { idString } from '#contracts/common';
import { AuthCard } from '../components/auth-card';
import { ResendResetLink } from '../components/resend-reset-link';
import { type ResetLink, ResetPasswordForm } from '../components/reset-password-form';

/** The link's token, type and user id, or null when any is missing or malformed. */
function readLink(params: URLSearchParams): ResetLink | null {
  const token = params.get('token') ?? '';
  const type = userType.safeParse(params.get('type'));
  const userId = idString.safeParse(params.get('user_id') ?? '');
  if (!token || token.length > 200 || !type.success || !userId.success) return null;
  return { token, type: type.data, userId: userId.data };
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = readLink(params);
  const [expired, setExpired] = useState(link === null);

  return (
    <AuthCard
      title="Reset your password"
      subtitle={expired ? undefined : 'Choose a new password for your account.'}
      footer={
        <Anchor component={Link} to="/Login" fw={600}>
          Back to login
        </Anchor>
      }
    >
      {link && !expired ? (
        <ResetPasswordForm link={link} onExpired={() => setExpired(true)} />
      ) : (
        <ResendResetLink />
      )}
    </AuthCard>
  );
}
