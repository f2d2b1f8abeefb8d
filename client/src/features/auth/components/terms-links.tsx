import { Anchor } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '#lib/paths';

/** Under the terms checkbox: both trust pages, each in a new tab so the form keeps its values. */
export function TermsLinks() {
  const { t } = useTranslation();
  return (
    <Trans
      i18nKey="auth.termsLinks.text"
      values={{ terms: t('auth.termsLinks.terms'), privacy: t('auth.termsLinks.privacy') }}
      components={{
        termsLink: (
          <Anchor href={paths.terms} target="_blank" rel="noopener" inherit underline="always" />
        ),
        privacyLink: (
          <Anchor href={paths.privacy} target="_blank" rel="noopener" inherit underline="always" />
        ),
      }}
    />
  );
}
