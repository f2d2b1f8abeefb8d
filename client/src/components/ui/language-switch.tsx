import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#lib/use-language';
import { LANGUAGE_NAMES, type Language } from '#locales/languages';

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
