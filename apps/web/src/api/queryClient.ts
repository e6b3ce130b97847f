import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on retry; only unreachable servers and 5xx deserve another try. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 60_000,
      // Staff keep the console open all day; refetching on every tab switch floods the API.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
