/**
 * The 3D tour tab (spec §2, §4): the first-build placeholder when the property has no build task
 * (getBuildTaskState answers null), the build progress while a task runs (polled every 10 s), the
 * worker's preview tour while the final one trains (badge 'Preview — refining…'), and the finished tour
 * (badge 'Final') in the viewer with reload, fullscreen and a Build Info popover; under the badge, the
 * shown scene's measured quality (SceneQualityNote). Publish opens the same
 * dialog as the Files screen for the finished tour; it and Build 3D Tour are disabled only while a
 * build is in progress (the spec's "once the task has a uniqueId" read as a running task).
 */

import { useQuery } from '@tanstack/react-query';
import { Hammer, Info, Maximize, PartyPopper, RefreshCw, Rotate3d } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTRPC } from '../../../api/trpc.ts';
import { LoadingState } from '../../../components/StatePanels.tsx';
import { notifySuccess } from '../../../components/toast.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Popover, PopoverClose } from '../../../components/ui/Popover.tsx';
import { ViewerFrame } from '../../../components/viewer/ViewerFrame.tsx';
import { formatDateTime, propertyName } from '../../../lib/format.ts';
import { PublishDialog } from '../../project/tabs/files/PublishDialog.tsx';
import { BuildSteps, storeLabel } from '../build/BuildSteps.tsx';
import { useProperty } from '../PropertyPage.tsx';
import { propertyPath } from '../property-tabs.ts';
import { SceneQualityNote } from './SceneQualityNote.tsx';

const POLL_MS = 10_000;

function FirstBuildPlaceholder({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="group flex aspect-[16/9] max-h-[60vh] w-full flex-col items-center justify-center gap-4 rounded-xl border-2 border-dashed border-zinc-300 bg-white text-center transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 transition-transform group-hover:scale-105">
        <Rotate3d className="size-8" aria-hidden />
      </span>
      <span className="text-lg font-semibold text-zinc-900">Click to Build 3D Tour !</span>
      <span className="max-w-sm px-6 text-sm text-zinc-500">
        Turn a walkthrough video of the property into an explorable 3D tour.
      </span>
    </Link>
  );
}

export function View3dTab() {
  const property = useProperty();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const [viewerKey, setViewerKey] = useState(0);
  const frameBox = useRef<HTMLDivElement>(null);
  const buildPath = propertyPath(property.propertyId, 'build3d');
  // Back from paying: the paid task carries the order's id once the payment event has created it (Stripe
  // may deliver the event after the browser returns, so the tab polls until it appears). Kept from the
  // first render: the payment toast removes the parameter from the address.
  const [paidOrder] = useState(() => searchParams.get('order'));
  const task = useQuery(
    trpc.getBuildTaskState.queryOptions(
      { propertyId: property.propertyId, username: '' },
      {
        retry: false,
        refetchInterval: (query) =>
          (query.state.data && !['completed', 'failed'].includes(query.state.data.buildState)) ||
          (paidOrder && query.state.data?.uniqueId !== paidOrder)
            ? POLL_MS
            : false,
      },
    ),
  );
  const noTask = task.data === null;
  const building =
    Boolean(task.data?.uniqueId) && !['completed', 'failed'].includes(task.data?.buildState ?? '');
  const finished = task.data?.buildState === 'completed';
  const showing = finished || task.data?.quality === 'preview';
  // Each poll signs a new link to the same file: the viewer reloads only when the file changes.
  const shown = useRef<{ file: string; url: string } | null>(null);
  if (task.data?.splatUrl && shown.current?.file !== task.data.splatFile)
    shown.current = { file: task.data.splatFile ?? '', url: task.data.splatUrl };
  const splatUrl = task.data?.splatUrl ? (shown.current?.url ?? '') : '';
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!paidOrder || task.data?.uniqueId !== paidOrder || announced.current === paidOrder) return;
    announced.current = paidOrder;
    notifySuccess('Build task submitted');
  }, [paidOrder, task.data?.uniqueId]);

  return (
    <div className="flex flex-col gap-4">
      {searchParams.has('create-succeed') ? (
        <div className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <PartyPopper className="size-4 shrink-0" aria-hidden />
          Your property is ready. Build its first 3D tour to bring it to life.
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <PublishDialog
          target={{
            kind: 'tour',
            propertyId: property.propertyId,
            name: `the 3D tour of ${propertyName(property)}`,
          }}
          disabled={building}
          unavailable={
            finished
              ? undefined
              : 'This property has no finished 3D tour yet. Build one first, then publish it here.'
          }
        />
        <Button disabled={building} onClick={() => navigate(buildPath)}>
          <Hammer aria-hidden />
          Build 3D Tour
        </Button>
      </div>
      {task.isPending ? <LoadingState label="Loading 3D view..." /> : null}
      {noTask ? <FirstBuildPlaceholder to={buildPath} /> : null}
      {task.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {task.error.message}
        </p>
      ) : null}
      {task.data && task.data.buildState !== 'completed' ? (
        <BuildSteps task={task.data} onRefresh={() => void task.refetch()} />
      ) : null}
      {task.data && showing ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-end gap-2">
            {task.data.quality ? (
              <span
                data-testid="tour-quality"
                className={
                  task.data.quality === 'preview'
                    ? 'mr-auto rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-800'
                    : 'mr-auto rounded-full bg-emerald-100 px-3 py-1 text-xs font-medium text-emerald-800'
                }
              >
                {task.data.quality === 'preview' ? 'Preview — refining…' : 'Final'}
              </span>
            ) : null}
            <Button
              variant="secondary"
              aria-label="Reload 3D view"
              onClick={() => setViewerKey((k) => k + 1)}
            >
              <RefreshCw className="size-4" aria-hidden />
            </Button>
            <Button
              variant="secondary"
              aria-label="Fullscreen"
              onClick={() => void frameBox.current?.requestFullscreen?.()}
            >
              <Maximize className="size-4" aria-hidden />
            </Button>
            <Popover
              label="Build Info"
              className="w-80 rounded-xl p-4 text-sm"
              trigger={
                <Button variant="secondary">
                  <Info className="size-4" aria-hidden /> Build Info
                </Button>
              }
            >
              <p className="font-semibold text-zinc-900">Build Info</p>
              <dl className="mt-3 space-y-2">
                {task.data.sourceFiles.map((file) => (
                  <div key={file.sourceName}>
                    <dt className="text-zinc-500">Input video</dt>
                    <dd className="text-zinc-900">
                      {file.sourceName} · {storeLabel(file.sourceStore)} · {file.sourceFileType}
                    </dd>
                  </div>
                ))}
                <div>
                  <dt className="text-zinc-500">Last build</dt>
                  <dd className="text-zinc-900">
                    {task.data.createdAt ? formatDateTime(task.data.createdAt) : 'n.a.'}
                  </dd>
                </div>
              </dl>
              <PopoverClose className="mt-3 text-indigo-600 underline">Close</PopoverClose>
            </Popover>
          </div>
          <SceneQualityNote
            scores={task.data.quality === 'preview' ? task.data.previewScores : task.data.scores}
          />
          <div
            ref={frameBox}
            className="aspect-[16/9] max-h-[70vh] w-full overflow-hidden rounded-xl bg-zinc-900"
          >
            {splatUrl ? (
              <ViewerFrame key={viewerKey} fileUrl={splatUrl} className="size-full" title="3D tour" />
            ) : (
              <LoadingState label="Loading 3D view..." />
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
