import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE_TEXT, type AdminRole } from '#contracts/admins';

/** What a tab shows to an admin whose role may not use it (a link to it, say). */
export function NotForYourRole({ role }: { role: AdminRole }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('admins.forbidden.title')} role="status">
      {t('admins.forbidden.text', { role: t(ADMIN_ROLE_TEXT[role]) })}
    </Alert>
  );
}
