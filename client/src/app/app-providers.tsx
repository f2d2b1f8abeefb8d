import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { directionOf, type Language } from '#locales/languages';
import { DeferredNotifications } from './deferred-notifications';
import { cssVariablesResolver, theme } from './theme';

/** What every page renders inside, in the browser and on the server alike. */
export function AppProviders({
  language,
  queryClient,
  children,
}: {
  language: Language;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DeferredNotifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
