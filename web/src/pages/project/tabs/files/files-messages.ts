/**
 * Window messages from the Files screen (venue-planner.md §7): FILE_PREVIEW_CHANGED, FILE_UPLOADED,
 * FILE_FILTER_CHANGED, typed by the shared protocol. They go to the embedded viewer frames on this page
 * and, when the screen itself is embedded (the planner), to the parent window — same origin only.
 */
import type { FilesMessage } from '#protocol/index.ts';

export function postFilesMessage(message: FilesMessage) {
  const origin = window.location.origin;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-viewer-frame]')) {
    frame.contentWindow?.postMessage(message, origin);
  }
  if (window.parent !== window) window.parent.postMessage(message, origin);
}
