/**
 * A property's or project's page: the record is loaded once for all of its tabs (unknown ids show the
 * 404 page), and each tab reads it from the outlet.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Outlet, useOutletContext } from 'react-router';
import { QueryGate } from './QueryGate.tsx';

interface RecordContext<T> {
  record: T;
}

export function RecordOutlet<T, E extends { message: string }>(props: {
  query: UseQueryResult<T, E>;
  noun: string;
}) {
  return (
    <QueryGate query={props.query} noun={props.noun}>
      {(record) => <Outlet context={{ record } satisfies RecordContext<T>} />}
    </QueryGate>
  );
}

/** The record the enclosing RecordOutlet loaded. */
export function useOutletRecord<T>(): T {
  return useOutletContext<RecordContext<T>>().record;
}
