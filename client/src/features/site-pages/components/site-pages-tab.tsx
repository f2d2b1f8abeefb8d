import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { SitePageSlug } from '#contracts/site-pages';
import { SitePageEditor } from './site-page-editor';

/** The admin dashboard's tab for the trust pages. */
export function SitePagesTab() {
  const [slug, setSlug] = useState<SitePageSlug>('terms');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Page to edit"
        value={slug}
        onChange={(value) => setSlug(value as SitePageSlug)}
        data={[
          { value: 'terms', label: 'Terms of service' },
          { value: 'privacy', label: 'Privacy policy' },
        ]}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <SitePageEditor key={slug} slug={slug} />
    </Stack>
  );
}
