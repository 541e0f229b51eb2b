import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../api/errors.ts';
import { NotFoundView } from './NotFoundView.tsx';
import { ErrorState, LoadingState } from './StatePanels.tsx';

interface QueryGateProps<T, E extends { message: string }> {
  query: UseQueryResult<T, E>;
  /** What is loaded, e.g. "property": used in the loading, error and 404 texts. */
  noun: string;
  children: (data: T) => ReactNode;
}

/** Shows a record's page once it is loaded; a loader, an error or the 404 page until then. */
export function QueryGate<T, E extends { message: string }>({ query, noun, children }: QueryGateProps<T, E>) {
  if (query.isPending) return <LoadingState label={`Loading ${noun}...`} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundView what={noun} />;
    return (
      <ErrorState
        title={`Could not load this ${noun}`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
