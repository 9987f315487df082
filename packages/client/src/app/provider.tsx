import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { inlineErrors, toast } from '../lib/toast';

/** Every failed call shows the catalogue message as a toast; 302 (login) and 419 (the page leaves for the URL in `data`, e.g. WeChat's authorisation) are handled by navigation instead. */
export const showError = (err: unknown) => {
  if (err instanceof ApiError && err.status !== 302 && err.status !== 419) toast.error(err.message);
};
/** A failed submission, unless the open screen shows it beside its own input (lib/toast `inlineErrors`). */
export const showMutationError = (err: unknown) => {
  if (!inlineErrors.claimed()) showError(err);
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: showError }),
  mutationCache: new MutationCache({ onError: showMutationError }),
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: (n, err) => !(err instanceof ApiError) && n < 2 } },
});

export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
