/** Posting viewer events to the embedding window (the app's ViewerFrame or the planner). */
import type { ViewerEvent } from '../../protocol/index.ts';

export function postEvent(event: ViewerEvent, target: MessageEventSource | null = null, origin = '*') {
  // Events carry no secrets and the public embed may sit on any site, so broadcasts go to any parent;
  // answers to a query go back to the asking window's own origin.
  if (target && 'postMessage' in target) {
    (target as Window).postMessage(event, { targetOrigin: origin });
    return;
  }
  if (window.parent !== window) window.parent.postMessage(event, '*');
  if (window.opener && window.opener !== window) (window.opener as Window).postMessage(event, '*');
}
