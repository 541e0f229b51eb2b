/**
 * Splat scenes in the embedded viewer page. The frame shows a loading state until the viewer reports
 * that it is ready, and the spec's errors when the page is missing or the scene fails to load.
 */
import { useEffect, useRef, useState } from 'react';
import {
  encodeFileParam,
  isTrustedOrigin,
  parseViewerEvent,
  VIEWER_API_MISSING,
  VIEWER_LOAD_ERROR,
  VIEWER_PAGES,
} from '#protocol/index.ts';
import { PreviewMessage } from './PreviewMessage.tsx';

type State = { phase: 'checking' | 'loading' | 'ready' } | { phase: 'error'; detail: string };

/** How long the viewer page may take to say it is ready (SwiftShader machines are slow). */
const READY_TIMEOUT_MS = 20_000;

/** The viewer page for this browser: WebGPU where it exists, WebGL2 otherwise (spec product.md §1). */
function viewerPagePath(): string {
  return 'gpu' in navigator ? VIEWER_PAGES.webgpu : VIEWER_PAGES.webgl;
}

function viewerSrc(fileUrl: string, page = viewerPagePath()): string {
  return `${page}?file=${encodeURIComponent(encodeFileParam(fileUrl))}`;
}

export function SplatPreview({ url, name }: { url: string; name: string }) {
  const [state, setState] = useState<State>({ phase: 'checking' });
  const frame = useRef<HTMLIFrameElement>(null);
  const src = viewerSrc(url);

  // Is the viewer page there at all? A missing page would otherwise show the site's 404 in the frame.
  useEffect(() => {
    let cancelled = false;
    setState({ phase: 'checking' });
    fetch(src.split('?')[0] ?? src, { method: 'HEAD' })
      .then((response) => {
        if (cancelled) return;
        setState(response.ok ? { phase: 'loading' } : { phase: 'error', detail: VIEWER_API_MISSING });
      })
      .catch(() => !cancelled && setState({ phase: 'error', detail: VIEWER_API_MISSING }));
    return () => {
      cancelled = true;
    };
  }, [src]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.source !== frame.current?.contentWindow) return;
      if (!isTrustedOrigin(event.origin, window.location.origin)) return;
      const message = parseViewerEvent(event.data, () => {});
      if (!message) return;
      // Once the viewer is up it shows its own scene progress; the frame's overlay steps aside.
      if (message.type === 'viewerReady' || message.type === 'sceneLoaded') setState({ phase: 'ready' });
      if (message.type === 'sceneLoadFailed') setState({ phase: 'error', detail: message.message });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (state.phase !== 'loading') return;
    const timer = setTimeout(
      () => setState({ phase: 'error', detail: VIEWER_API_MISSING }),
      READY_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [state.phase]);

  if (state.phase === 'error')
    return <PreviewMessage tone="error" title={VIEWER_LOAD_ERROR} detail={state.detail} />;
  return (
    <div className="relative h-full min-h-96 bg-zinc-950">
      {state.phase !== 'checking' ? (
        <iframe
          ref={frame}
          data-viewer-frame
          src={src}
          title={`3D viewer: ${name}`}
          className="absolute inset-0 size-full border-0"
          allow="fullscreen; xr-spatial-tracking"
        />
      ) : null}
      {state.phase !== 'ready' ? (
        <div className="pointer-events-none absolute inset-0 bg-zinc-950">
          <PreviewMessage tone="loading" title="Loading 3D view..." />
        </div>
      ) : null}
    </div>
  );
}
