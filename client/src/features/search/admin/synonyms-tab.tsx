import {
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { ListEmptyState } from '#components/ui/list-empty-state';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import {
  type SearchSynonym,
  SYNONYM_EXPANSION_MAX,
  SYNONYM_TERM_MAX,
  searchSynonymInput,
} from '#contracts/search';
import { adminFailure } from '#lib/admin-failure';
import { zodResolver } from '#lib/zod-resolver';
import { useAddSynonym, useRemoveSynonym, useSynonyms } from '../api/admin-synonyms';

function AddSynonymForm() {
  const { t } = useTranslation();
  const add = useAddSynonym();
  const headingId = useId();
  const form = useForm({
    resolver: zodResolver(searchSynonymInput),
    defaultValues: { term: '', expansion: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    const failure = t('providers.search.synonyms.addFailed');
    try {
      const added = await add.mutateAsync(input);
      notifications.show({
        color: 'green',
        message: t('providers.search.synonyms.added', { term: added.term }),
      });
      form.reset();
    } catch (error) {
      form.setError('root', { message: adminFailure(error, failure) ?? failure });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('providers.search.synonyms.add')}
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('providers.search.synonyms.term')}
            placeholder={t('providers.search.synonyms.termExample')}
            required
            dir="auto"
            maxLength={SYNONYM_TERM_MAX}
            error={errors.term?.message}
            miw={180}
            {...form.register('term')}
          />
          <TextInput
            label={t('providers.search.synonyms.expansion')}
            placeholder={t('providers.search.synonyms.expansionExample')}
            required
            dir="auto"
            maxLength={SYNONYM_EXPANSION_MAX}
            error={errors.expansion?.message}
            miw={220}
            {...form.register('expansion')}
          />
        </Group>
        <FormAlert message={errors.root?.message ?? null} />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('providers.search.synonyms.add')}
        </Button>
      </Stack>
    </form>
  );
}

/** One synonym: the word, what it also finds, and remove (asked once). */
function SynonymRow({ synonym }: { synonym: SearchSynonym }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const remove = useRemoveSynonym();
  const term = synonym.term;
  const onRemove = () =>
    remove.mutate(synonym, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({
          color: 'green',
          message: t('providers.search.synonyms.removed', { term }),
        });
      },
      onError: (error) => {
        setAsking(false);
        const message = adminFailure(error, t('providers.search.synonyms.removeFailed'));
        if (message) notifications.show({ color: 'red', title: term, message });
      },
    });
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} dir="auto">
            {term}
          </Text>
          <Text aria-hidden>→</Text>
          <Text dir="auto">{synonym.expansion}</Text>
        </Group>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={() => setAsking(true)}
          aria-label={t('providers.search.synonyms.removeLabel', { term })}
        >
          {t('providers.search.synonyms.remove')}
        </Button>
      </Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('providers.search.synonyms.confirmRemove', { term })}
      >
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('providers.search.synonyms.keep')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={onRemove}>
            {t('providers.search.synonyms.yesRemove')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

/** The dashboard's "Search words" tab (decision 0082): the synonyms search adds to a query. */
export function SynonymsTab() {
  const { t } = useTranslation();
  const synonyms = useSynonyms();
  const listLabel = t('providers.search.synonyms.listLabel');
  return (
    <Stack gap="lg" maw={820}>
      <Text c="dimmed">{t('providers.search.synonyms.intro')}</Text>
      <Paper withBorder radius="md" p="md">
        <AddSynonymForm />
      </Paper>
      {synonyms.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={listLabel}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={44} radius="md" />
          ))}
        </Stack>
      ) : synonyms.isError ? (
        <LoadError
          message={t('providers.search.synonyms.loadFailed')}
          onRetry={() => void synonyms.refetch()}
        />
      ) : synonyms.data.length === 0 ? (
        <ListEmptyState
          icon={<span aria-hidden>🔎</span>}
          title={t('providers.search.synonyms.emptyTitle')}
          description={t('providers.search.synonyms.emptyText')}
        />
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={listLabel}>
            {synonyms.data.map((s) => (
              <SynonymRow key={s.synonym_id} synonym={s} />
            ))}
          </Stack>
          <LoadMore pages={synonyms} what={t('providers.search.synonyms.loadMoreWhat')} />
        </Stack>
      )}
    </Stack>
  );
}
