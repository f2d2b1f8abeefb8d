import { Button, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';

/** The part of an infinite query a "Load more" footer needs. */
export type MorePages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The footer of a paged list: "Load more" while the server has more, and a failure with retry
 * when the next page did not come (the pages already shown stay). `what` names the items in
 * the reader's language ("chats").
 */
export function LoadMore({ pages, what }: { pages: MorePages; what: string }) {
  const { t } = useTranslation();
  return (
    <>
      {pages.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            {t('common.loadMore.button', { what })}
          </Button>
        </Center>
      )}
      {pages.isFetchNextPageError && (
        <LoadError
          message={t('common.loadMore.failed', { what })}
          onRetry={() => void pages.fetchNextPage()}
        />
      )}
    </>
  );
}
