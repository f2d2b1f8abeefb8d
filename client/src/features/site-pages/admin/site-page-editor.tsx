import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { SITE_PAGE_MAX, type SitePageSlug } from '#contracts/site-pages';
import { useSaveSitePage, useSitePage } from '../api/site-pages';
import { PageText } from '../components/page-text';
import { SITE_PAGE_TITLES } from '../page-titles';

/** The admin writes one trust page, with a preview of what visitors will read (keyed by slug). */
export function SitePageEditor({ slug }: { slug: SitePageSlug }) {
  const { t } = useTranslation();
  const page = useSitePage(slug);
  const save = useSaveSitePage(slug);
  const [draft, setDraft] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  if (page.isPending) return <Skeleton height={320} radius="md" aria-label={t('common.loading')} />;
  if (page.isError) {
    return <LoadError message={t('sitePages.loadFailed')} onRetry={() => void page.refetch()} />;
  }
  const title = t(SITE_PAGE_TITLES[slug]);
  const text = draft ?? page.data.body;
  const changed = draft !== null && draft.trim() !== page.data.body;
  const empty = text.trim() === '';

  const onSave = (body: string | null) =>
    save.mutate(body, {
      onSuccess: () => {
        setDraft(null);
        setConfirmReset(false);
        notifications.show({
          color: 'green',
          message:
            body === null ? t('sitePages.editor.restored') : t('sitePages.editor.saved', { title }),
        });
      },
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sitePages.editor.help')}{' '}
        {page.data.updated_at === null ? t('sitePages.editor.defaultShown') : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Textarea
          label={t('sitePages.editor.textLabel', { title })}
          autosize
          minRows={12}
          maxRows={30}
          maxLength={SITE_PAGE_MAX}
          value={text}
          onChange={(e) => setDraft(e.currentTarget.value)}
          dir="auto"
          error={empty ? t('sitePages.validation.bodyRequired') : undefined}
          description={t('sitePages.editor.characters', { count: text.length, max: SITE_PAGE_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Paper
          withBorder
          radius="md"
          p="md"
          aria-label={t('sitePages.editor.preview')}
          component="section"
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
            {t('sitePages.editor.preview')}
          </Text>
          <Title order={3} mb="sm">
            {title}
          </Title>
          <PageText body={text} headingOrder={3} />
        </Paper>
      </SimpleGrid>
      <FormAlert message={save.isError ? t('sitePages.editor.saveFailed') : null} />
      <Group gap="sm">
        <Button onClick={() => onSave(text)} disabled={!changed || empty} loading={save.isPending}>
          {t('sitePages.editor.save')}
        </Button>
        {draft !== null && (
          <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
            {t('sitePages.editor.discard')}
          </Button>
        )}
        {page.data.updated_at !== null &&
          (confirmReset ? (
            <Group gap="xs">
              <Text size="sm">{t('sitePages.editor.confirmRestore')}</Text>
              <Button
                color="red"
                variant="light"
                onClick={() => onSave(null)}
                loading={save.isPending}
              >
                {t('sitePages.editor.yesRestore')}
              </Button>
              <Button variant="subtle" onClick={() => setConfirmReset(false)}>
                {t('sitePages.editor.keepMine')}
              </Button>
            </Group>
          ) : (
            <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)}>
              {t('sitePages.editor.restore')}
            </Button>
          ))}
      </Group>
    </Stack>
  );
}
