import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '#components/ui/auth-card';
import { userType } from '#contracts/auth';
import { idString } from '#contracts/common';
import { paths } from '#lib/paths';
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
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = readLink(params);
  const [expired, setExpired] = useState(link === null);

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      subtitle={expired ? undefined : t('auth.resetPassword.subtitle')}
      footer={
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('auth.forgotPassword.backToLogin')}
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
