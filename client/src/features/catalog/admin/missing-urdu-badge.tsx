import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a catalog row whose Urdu name is not written yet (readers of Urdu get the English). */
export function MissingUrduBadge({ nameUr }: { nameUr: string | null }) {
  const { t } = useTranslation();
  if (nameUr?.trim()) return null;
  return (
    <Badge color="orange" variant="light" size="sm" data-missing-urdu="">
      {t('admin.words.missingUrdu')}
    </Badge>
  );
}
