import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { attachCache } from '../lib/api/cache';
import { i18n } from '../lib/i18n';
import { startFromKeptFrame } from './keptFrame';
import { createQueryClient } from './queryClient';

/**
 * The server-data cache of the signed-in areas. This module is loaded with an area's shell
 * (shells/AreaShell.tsx), so TanStack Query stays out of what /login downloads.
 */
export const queryClient = createQueryClient();
attachCache(queryClient);
// A page painted with its kept frame starts from the answers it was drawn from (decision 0053).
startFromKeptFrame(queryClient);
// Answers carry text the server wrote in the language of the call (plan names, the agreement,
// notifications; decision 0021): a language switch fetches the screens' data again in the new one.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

/** The shell component wrapped in the cache's provider. */
export function withData(Shell: ComponentType): ComponentType {
  return function WithData() {
    return (
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>
    );
  };
}
