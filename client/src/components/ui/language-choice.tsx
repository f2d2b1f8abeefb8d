import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#lib/use-language';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#locales/languages';

/**
 * The account page's choice of language, both named. Apart from the header's switch, so the
 * SegmentedControl stays out of the first load.
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  const [language, change] = useLanguage();
  return (
    <SegmentedControl
      aria-label={t('common.language.label')}
      value={language}
      onChange={(value) => void change(value as Language)}
      data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
    />
  );
}
