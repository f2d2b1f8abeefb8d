import type { QueryClient } from '@tanstack/react-query';
import { activeCategoriesQuery } from '#features/catalog/api/active-categories';

export const read = (queryClient: QueryClient) => queryClient.prefetchQuery(activeCategoriesQuery);
