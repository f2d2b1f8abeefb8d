import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WrenchIcon } from '#components/ui/icons';
import { ListEmptyState } from '#components/ui/list-empty-state';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import { SEARCH_QUERY_MAX } from '#contracts/search-numbers';
import { useSearch } from '../api/search';
import { SearchResultList, SearchResultsSkeleton } from './search-results';

/** The address's parameter a search sent before the app took over the page arrives in. */
const QUERY_PARAM = 'q';

/**
 * One search box for services and providers (decision 0082): English, Urdu or Roman Urdu,
 * misspelt too. Searches when sent (Enter or the button); the results follow, best first.
 *
 * The page is drawn on the server, so a visitor can type and send before the app has taken it
 * over: the form then goes to the page's address with the words in `q` and the address's other
 * parameters (its language, the directory's filters) kept, and the search starts there. `q` is
 * only that way in: a search in the running app does not write it. The words are read from the
 * field when sent, not from what React last saw.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() =>
    (params.get(QUERY_PARAM) ?? '').slice(0, SEARCH_QUERY_MAX).trim(),
  );
  const results = useSearch(query);
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get(QUERY_PARAM);
    setQuery(typeof words === 'string' ? words.trim() : '');
  };
  const count = results.data?.length ?? 0;

  return (
    <Stack gap="sm">
      <search>
        <form method="get" onSubmit={submit} aria-label={t('providers.search.label')}>
          {[...params]
            .filter(([name]) => name !== QUERY_PARAM)
            .map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              type="search"
              label={t('providers.search.label')}
              placeholder={t('providers.search.placeholder')}
              aria-describedby={hintId}
              name={QUERY_PARAM}
              defaultValue={query}
              maxLength={SEARCH_QUERY_MAX}
              dir="auto"
              style={{ flex: 1 }}
            />
            <Button type="submit">{t('providers.search.submit')}</Button>
          </Group>
          <Text id={hintId} size="xs" c="dimmed" mt={4}>
            {t('providers.search.hint')}
          </Text>
        </form>
      </search>
      <Text role="status" size="sm" c="dimmed">
        {query !== '' && results.isSuccess && count > 0
          ? t('providers.search.results', { query })
          : ''}
      </Text>
      {query === '' ? null : results.isPending ? (
        <SearchResultsSkeleton label={t('providers.search.loading')} />
      ) : results.isError ? (
        <LoadError
          message={t('providers.search.loadFailed')}
          onRetry={() => void results.refetch()}
        />
      ) : count === 0 ? (
        <ListEmptyState
          icon={<WrenchIcon />}
          title={t('providers.search.emptyTitle', { query })}
          description={t('providers.search.emptyText')}
        />
      ) : (
        <Stack gap="sm">
          <SearchResultList hits={results.data} label={t('providers.search.results', { query })} />
          <LoadMore pages={results} what={t('providers.search.loadMoreWhat')} />
        </Stack>
      )}
    </Stack>
  );
}
