/**
 * Paying twice: while a build of the property runs, the wizard and the purchase page say so, with
 * when it started, before any payment, instead of offering to buy another build.
 */
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useTRPC } from '../../../api/trpc.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { propertyPath } from '../property-tabs.ts';

/** The property's running build, or null when none runs (or the property is not known yet). */
export function useRunningBuild(propertyId: string | undefined) {
  const trpc = useTRPC();
  const task = useQuery({
    ...trpc.getBuildTaskState.queryOptions({ propertyId: propertyId ?? '', username: '' }),
    enabled: Boolean(propertyId),
    retry: false,
  });
  const data = task.data;
  const running = data && !['completed', 'failed'].includes(data.buildState) ? data : null;
  return { running, checking: Boolean(propertyId) && task.isPending };
}

export function RunningBuildNotice({ propertyId, createdAt }: { propertyId: string; createdAt: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden />
      <div>
        <p className="font-medium">A build of this property is already running.</p>
        <p>
          It started {formatDateTime(createdAt)}. You can buy another build once it has finished.{' '}
          <Link className="text-indigo-700 underline" to={propertyPath(propertyId, 'view3d')}>
            See its progress
          </Link>
        </p>
      </div>
    </div>
  );
}
