import { SegmentedControl, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#lib/use-language';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#locales/languages';

/** The header's switch: one button naming the other language, in that language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [language, change] = useLanguage();
  const other: Language = language === 'en' ? 'ur' : 'en';
  return (
    <UnstyledButton
      className={className}
      lang={other}
      onClick={() => void change(other)}
      aria-label={t('common.language.switchTo', { name: LANGUAGE_NAMES[other] })}
    >
      {LANGUAGE_NAMES[other]}
    </UnstyledButton>
  );
}

/** The account page's choice of language, both named. */
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
