import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../api/query-client.ts';
import { createApiClient, TRPCProvider } from '../api/trpc.ts';
import { AppToastContainer } from '../components/toast.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  // Created once per mount so that tests and hot reloads never share a cache.
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createApiClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
        <AppToastContainer />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
