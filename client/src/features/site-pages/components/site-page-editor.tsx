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
import { LoadError } from '#components/ui/load-error';
import { SITE_PAGE_MAX, type SitePageSlug } from '#contracts/site-pages';
import { FormAlert } from '#features/auth/components/form-alert';
import { useSaveSitePage, useSitePage } from '../api';
import { PageText } from './page-text';

/** The admin writes one trust page, with a preview of what visitors will read (keyed by slug). */
export function SitePageEditor({ slug }: { slug: SitePageSlug }) {
  const page = useSitePage(slug);
  const save = useSaveSitePage(slug);
  const [draft, setDraft] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  if (page.isPending) return <Skeleton height={320} radius="md" aria-label="Loading" />;
  if (page.isError) {
    return <LoadError message="We could not load this page." onRetry={() => void page.refetch()} />;
  }
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
          message: body === null ? 'The default text is back.' : `${page.data.title} saved.`,
        });
      },
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Plain text: a blank line starts a new paragraph, a line starting with "## " is a heading and
        one starting with "- " a list item.{' '}
        {page.data.updated_at === null ? 'Visitors now read the default text.' : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Textarea
          label={`${page.data.title} text`}
          autosize
          minRows={12}
          maxRows={30}
          maxLength={SITE_PAGE_MAX}
          value={text}
          onChange={(e) => setDraft(e.currentTarget.value)}
          error={empty ? 'The page needs some text.' : undefined}
          description={`${text.length} / ${SITE_PAGE_MAX} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Paper withBorder radius="md" p="md" aria-label="Preview" component="section">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
            Preview
          </Text>
          <Title order={3} mb="sm">
            {page.data.title}
          </Title>
          <PageText body={text} headingOrder={3} />
        </Paper>
      </SimpleGrid>
      <FormAlert message={save.isError ? 'The page could not be saved. Please try again.' : null} />
      <Group gap="sm">
        <Button onClick={() => onSave(text)} disabled={!changed || empty} loading={save.isPending}>
          Save page
        </Button>
        {draft !== null && (
          <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
            Discard changes
          </Button>
        )}
        {page.data.updated_at !== null &&
          (confirmReset ? (
            <Group gap="xs">
              <Text size="sm">Replace this text with the default?</Text>
              <Button
                color="red"
                variant="light"
                onClick={() => onSave(null)}
                loading={save.isPending}
              >
                Yes, restore the default
              </Button>
              <Button variant="subtle" onClick={() => setConfirmReset(false)}>
                Keep mine
              </Button>
            </Group>
          ) : (
            <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)}>
              Restore the default text
            </Button>
          ))}
      </Group>
    </Stack>
  );
}
