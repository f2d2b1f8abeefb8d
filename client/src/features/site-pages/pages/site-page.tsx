import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import type { SitePageSlug } from '#contracts/site-pages';
import { formatDay } from '#lib/format-date';
import { useSitePage } from '../api/site-pages';
import { PageText } from '../components/page-text';
import { SITE_PAGE_TITLES } from '../page-titles';

/**
 * /terms and /privacy: the trust pages, public, in the admin's words (or the default). The
 * words are the admin's content, shown as written: each block takes its own direction.
 */
export function SitePageView({ slug }: { slug: SitePageSlug }) {
  const { t } = useTranslation();
  const page = useSitePage(slug);
  return (
    <Container size="md" py="xl">
      {page.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
          <Skeleton height={120} />
        </Stack>
      ) : page.isError ? (
        <LoadError message={t('sitePages.loadFailed')} onRetry={() => void page.refetch()} />
      ) : (
        <article>
          <Title order={1} mb={page.data.updated_at === null ? 'lg' : 4}>
            {t(SITE_PAGE_TITLES[slug])}
          </Title>
          {page.data.updated_at !== null && (
            <Text c="dimmed" size="sm" mb="lg">
              {t('sitePages.lastChanged')}{' '}
              <time dateTime={new Date(page.data.updated_at).toISOString()}>
                {formatDay(new Date(page.data.updated_at).toISOString())}
              </time>
            </Text>
          )}
          <PageText body={page.data.body} />
        </article>
      )}
    </Container>
  );
}

export const TermsPage = () => <SitePageView slug="terms" />;
export const PrivacyPage = () => <SitePageView slug="privacy" />;
