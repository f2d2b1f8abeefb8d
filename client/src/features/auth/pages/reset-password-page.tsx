import { Anchor, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '#components/ui/auth-card';
import { userType } from '#contracts/auth';
import { idString } from '#contracts/common';
import { paths } from '#lib/paths';
import { useResetLinkCheck } from '../api/auth';
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
  const [expiredOnSubmit, setExpired] = useState(false);
  // Asked when the page opens, so a used or expired link says so before the form. If the
  // check itself fails, the form shows: submitting checks the link again.
  const check = useResetLinkCheck(
    link && { token: link.token, type: link.type, user_id: link.userId },
  );
  const checking = link !== null && check.isPending;
  const expired = link === null || expiredOnSubmit || check.data?.open === false;

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
      {checking ? (
        <Stack
          gap="md"
          role="status"
          aria-busy="true"
          aria-label={t('auth.resetPassword.checking')}
        >
          <Skeleton height={60} />
          <Skeleton height={60} />
          <Skeleton height={42} />
        </Stack>
      ) : link && !expired ? (
        <ResetPasswordForm link={link} onExpired={() => setExpired(true)} />
      ) : (
        <ResendResetLink />
      )}
    </AuthCard>
  );
}
