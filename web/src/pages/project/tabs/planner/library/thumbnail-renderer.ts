/**
 * Thumbnail generation (spec venue-planner.md §2, §4, §9): a model's thumbnail is rendered by the
 * hidden viewer page (/viewer-thumbnail.html with gltf, thumb, size, bg, fov and padding) in an
 * off-screen iframe, which answers thumbnailReady with a PNG data URL. One render at a time (each
 * needs its own WebGL context); a render that has not answered in 30 s fails with the spec's message.
 */
import { parseViewerEvent, VIEWER_PAGES } from '#protocol/index.ts';
import { viewerUrl } from '../../../../../components/viewer/viewer-choice.ts';
import type { AssetLibrarySettings } from './asset-library-settings.ts';

const THUMBNAIL_TIMEOUT_MS = 30_000;

const timedOut = (url: string) => `Thumbnail generation timed out for ${url}`;

function renderInFrame(modelUrl: string, t: AssetLibrarySettings['thumbnails']): Promise<string> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.title = 'Thumbnail renderer';
    Object.assign(frame.style, {
      position: 'fixed',
      left: '-10000px',
      top: '0',
      width: `${t.size}px`,
      height: `${t.size}px`,
      border: '0',
    });
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
      const message = parseViewerEvent(event.data, () => {});
      if (message?.type !== 'thumbnailReady') return;
      done();
      resolve(message.dataUrl);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(timedOut(modelUrl)));
    }, THUMBNAIL_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    frame.src = viewerUrl(VIEWER_PAGES.thumbnail, {
      gltf: modelUrl,
      settings: { thumb: 1, size: t.size, bg: t.background, fov: t.fov, padding: t.framePadding },
    });
    document.body.appendChild(frame);
  });
}

let queue: Promise<unknown> = Promise.resolve();
const running = new Map<string, Promise<string>>();

/** Renders a model's thumbnail (the same request while one runs shares it); rejects on timeout. */
export function renderModelThumbnail(
  cacheKey: string,
  modelUrl: string,
  t: AssetLibrarySettings['thumbnails'],
): Promise<string> {
  const existing = running.get(cacheKey);
  if (existing) return existing;
  const job = queue.then(() => renderInFrame(modelUrl, t));
  queue = job.catch(() => undefined);
  running.set(cacheKey, job);
  void job.finally(() => running.delete(cacheKey)).catch(() => undefined);
  return job;
}
