/**
 * Who opened this publication's personal links ('Public URL for User'): each name, how often, when
 * last, and where from (`userReferer`), newest first. The viewer page of such a link reports its
 * opening (functions/files/visit-route.ts); the list is the owner's alone (listPublicationVisits).
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../../api/trpc.ts';
import { formatDateTime } from '../../../../lib/format.ts';

/** While the dialog is open it looks again now and then: a link may be being opened right now. */
const REFRESH_MS = 15_000;

export function PublicationVisits({ publicationId }: { publicationId: string }) {
  const trpc = useTRPC();
  const visits = useQuery({
    ...trpc.listPublicationVisits.queryOptions({ publicationId }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
  const visitors = visits.data?.visitors ?? [];
  return (
    <section aria-label="Opened by" className="flex flex-col gap-1.5">
      <h3 className="text-sm font-medium text-zinc-800">Opened by</h3>
      {visits.isPending ? <p className="text-sm text-zinc-500">Loading…</p> : null}
      {visits.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {visits.error.message}
        </p>
      ) : null}
      {visits.isSuccess && visitors.length === 0 ? (
        <p className="text-sm text-zinc-500">Nobody has opened a personal link yet.</p>
      ) : null}
      {visitors.length > 0 ? (
        <ul className="max-h-40 divide-y divide-zinc-100 overflow-y-auto rounded-md border border-zinc-200 text-sm">
          {visitors.map((visit) => (
            <li
              key={visit.username}
              className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-1.5"
            >
              <span className="font-medium text-zinc-900">{visit.username}</span>
              <span className="text-xs text-zinc-600">
                {visit.opens === 1 ? 'opened once' : `opened ${visit.opens} times`}, last{' '}
                {formatDateTime(visit.lastOpenedAt)}
                {visit.userReferer ? ` · via ${visit.userReferer}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {visits.data && visitors.length >= visits.data.maxVisitors ? (
        <p className="text-xs text-zinc-500">
          Only the first {visits.data.maxVisitors} names are recorded; those keep counting.
        </p>
      ) : null}
    </section>
  );
}
