import type { QueryClient } from '@tanstack/react-query';

/**
 * How the routes read a public page's data (decision 0092): the server renders once it is here
 * (`awaitData`); the browser starts it beside the page's code and renders the page's own
 * loading state meanwhile.
 */
export type RouteData = { queryClient: QueryClient; awaitData: boolean };
