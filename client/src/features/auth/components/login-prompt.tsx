import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '#lib/paths';
import { readLoginState } from '#lib/return-to';

/** The line under the sign-up cards; a way back a page asked for is kept (decision 0065). */
export function LoginPrompt() {
  const { t } = useTranslation();
  const back = readLoginState(useLocation().state);
  return (
    <>
      {t('auth.loginPrompt.question')}{' '}
      <Anchor component={Link} to={paths.login} state={back ?? undefined} fw={600}>
        {t('auth.loginPrompt.link')}
      </Anchor>
    </>
  );
}
