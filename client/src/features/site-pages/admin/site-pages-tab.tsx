import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SitePageSlug } from '#contracts/site-pages';
import { SITE_PAGE_TITLES } from '../page-titles';
import { SitePageEditor } from './site-page-editor';

/** The admin dashboard's tab for the trust pages. */
export function SitePagesTab() {
  const { t } = useTranslation();
  const [slug, setSlug] = useState<SitePageSlug>('terms');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('sitePages.editor.pageToEdit')}
        value={slug}
        onChange={(value) => setSlug(value as SitePageSlug)}
        data={[
          { value: 'terms', label: t(SITE_PAGE_TITLES.terms) },
          { value: 'privacy', label: t(SITE_PAGE_TITLES.privacy) },
        ]}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <SitePageEditor key={slug} slug={slug} />
    </Stack>
  );
}
