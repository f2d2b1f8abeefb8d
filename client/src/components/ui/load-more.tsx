import { Button, Center } from '@mantine/core';
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
 * when the next page did not come (the pages already shown stay).
 */
export function LoadMore({ pages, what }: { pages: MorePages; what: string }) {
  return (
    <>
      {pages.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            Load more {what}
          </Button>
        </Center>
      )}
      {pages.isFetchNextPageError && (
        <LoadError
          message={`We could not load more ${what}.`}
          onRetry={() => void pages.fetchNextPage()}
        />
      )}
    </>
  );
}
