import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';

/** Client errors (4xx) and maintenance are final; network and server errors get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503))
    return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: a query is tried even when the browser says it is offline, since the service
    // worker may answer it from what was read before (public/sw.js); only its retries wait.
    queries: {
      retry: shouldRetry,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false },
  },
});
