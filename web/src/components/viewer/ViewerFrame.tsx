/**
 * ViewerFrame — the splat viewer embedded in an iframe, driven only by window messages.
 *
 * Props:
 * - `fileUrl` (required): URL or storage path of the scene (.ply, .splat, .ksplat, .spz, .sog, .zip,
 *   .colo, .atrium). A change loads the new scene into the running viewer; it is refused while a load runs.
 * - `className`: classes of the outer box (give it a size; the iframe fills it).
 * - `title`: accessible name of the iframe (default '3D viewer').
 * - `viewerOptions`: other query parameters of the viewer (camera, picking, username, venue, tools,
 *   settings) — see `viewerUrl`.
 * - `onReady(client)`: the viewer answered; `client` pushes commands (`push`, `getCurrentCamera`, `loadScene`).
 * - `onError(message)`: the scene failed to load (the viewer shows its own error inside the frame), or
 *   the viewer page never answered ('GS Viewer API not available').
 * - `onEvent(event)`: every typed viewer event (cameraChanged, sceneLoaded, objectSelected …).
 *
 * Shows 'Loading 3D view...' until the viewer is ready; picks the WebGPU or WebGL page by itself. The one
 * way the app embeds a viewer: file previews, the 3D tour tab and the planner.
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { VIEWER_API_MISSING, VIEWER_LOAD_ERROR, type ViewerEvent } from '#protocol/index.ts';
import { cn } from '../ui/cn.ts';
import {
  chooseViewerPage,
  detectCapabilities,
  guessCapabilities,
  VIEWER_FRAME_ALLOW,
  type ViewerUrlOptions,
  viewerUrl,
} from './viewer-choice.ts';
import { ViewerClient, type ViewerStatus } from './viewer-client.ts';

export interface ViewerFrameProps {
  fileUrl: string;
  className?: string;
  title?: string;
  viewerOptions?: Omit<ViewerUrlOptions, 'fileUrl'>;
  onReady?: (client: ViewerClient) => void;
  onError?: (message: string) => void;
  onEvent?: (event: ViewerEvent) => void;
}

export function ViewerFrame({
  fileUrl,
  className,
  title = '3D viewer',
  viewerOptions,
  onReady,
  onError,
  onEvent,
}: ViewerFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [page, setPage] = useState(() => chooseViewerPage(guessCapabilities()));
  const [status, setStatus] = useState<ViewerStatus>('loading');
  const callbacks = useRef({ onReady, onError, onEvent });
  callbacks.current = { onReady, onError, onEvent };
  // The first scene goes in the src; later ones by message, so the viewer is not rebuilt per file.
  const [initialFile] = useState(fileUrl);
  const optionsKey = JSON.stringify(viewerOptions ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: optionsKey stands for viewerOptions
  const src = useMemo(
    () => viewerUrl(page, { ...viewerOptions, fileUrl: initialFile }),
    [page, initialFile, optionsKey],
  );

  useEffect(() => {
    let live = true;
    void detectCapabilities().then((caps) => live && setPage(chooseViewerPage(caps)));
    return () => {
      live = false;
    };
  }, []);

  const client = useMemo(
    () =>
      new ViewerClient({
        origin: window.location.origin,
        onStatus: (next) => {
          setStatus(next);
          if (next === 'ready') callbacks.current.onReady?.(client);
          if (next === 'missing') callbacks.current.onError?.(VIEWER_API_MISSING);
        },
        onEvent: (event) => {
          if (event.type === 'sceneLoadFailed') callbacks.current.onError?.(event.message);
          callbacks.current.onEvent?.(event);
        },
      }),
    [],
  );
  useEffect(() => () => client.dispose(), [client]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src means a new page to attach to
  useEffect(() => {
    if (frameRef.current) client.attach(frameRef.current);
  }, [client, src]);

  useEffect(() => {
    if (fileUrl === initialFile) return;
    void client.loadScene(fileUrl).then((started) => {
      if (!started) console.warn('A scene is already loading; the new scene was not loaded');
    });
  }, [client, fileUrl, initialFile]);

  return (
    <div className={cn('relative overflow-hidden rounded-lg bg-zinc-950', className)}>
      <iframe
        ref={frameRef}
        // The Files screen posts its messages to every frame marked so (files-messages.ts).
        data-viewer-frame
        key={src}
        src={src}
        title={title}
        className={cn('size-full border-0', status !== 'ready' && 'invisible')}
        allow={VIEWER_FRAME_ALLOW}
        allowFullScreen
      />
      {status === 'loading' ? (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-zinc-300"
        >
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Loading 3D view...
        </div>
      ) : null}
      {status === 'missing' ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-4 text-center text-sm text-red-300"
        >
          <CircleAlert className="size-5" aria-hidden />
          <span className="font-semibold">{VIEWER_LOAD_ERROR}</span>
          <span>{VIEWER_API_MISSING}</span>
        </div>
      ) : null}
    </div>
  );
}
