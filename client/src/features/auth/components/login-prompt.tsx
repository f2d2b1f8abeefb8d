import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths';

/** The line under the sign-up cards. */
export function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <>
      {t('auth.loginPrompt.question')}{' '}
      <Anchor component={Link} to={paths.login} fw={600}>
        {t('auth.loginPrompt.link')}
      </Anchor>
    </>
  );
}
