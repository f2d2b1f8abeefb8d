import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneCheckIcon } from '#components/ui/icons';

/**
 * "Verified phone": the provider proved a mobile number (decision 0053). Its words are its
 * accessible name; the icon is decoration. The number itself is never shown to others.
 */
export function VerifiedPhoneBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      color="green"
      variant="light"
      tt="none"
      w="fit-content"
      leftSection={<PhoneCheckIcon size={14} />}
    >
      {t('providers.directory.verifiedPhone')}
    </Badge>
  );
}
