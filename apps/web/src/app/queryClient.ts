import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers with an error code are final; only an unreachable server is worth one more try.
        retry: (count, error) => error instanceof ApiError && error.network && count < 1,
      },
      mutations: { retry: false },
    },
  });
}
