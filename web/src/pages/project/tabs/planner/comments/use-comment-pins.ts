/**
 * Comments in the 3D view (issue #28): the threads' pins go to the viewer whenever the threads or the
 * objects they sit on change; 'New comment' anchors to the selected item or zone, or asks the viewer
 * for a point (pickScenePoint); a picked point or a clicked pin comes back as a viewer event.
 */
import { useEffect, useRef, useState } from 'react';
import type { ViewerEvent } from '#protocol/index.ts';
import type { CommentThread } from '#shared/comments.ts';
import type { PlanningElement, Segmentation } from '#venue/documents.ts';
import type { PlannerController } from '../session/planner-controller.ts';
import type { CommentDraft } from './CommentsPanel.tsx';
import { anchorOnSelection, pinPosition } from './comment-anchors.ts';

const PICK_COMMENT_POINT = 'Click where the comment goes. Esc cancels.';

export function useCommentPins(opts: {
  controller: PlannerController;
  threads: readonly CommentThread[];
  elements: readonly PlanningElement[];
  zones: readonly Segmentation[];
  /** Opens the Comments panel (a pin was clicked, or a pin was placed). */
  showPanel(): void;
}) {
  const { controller, threads, elements, zones, showPanel } = opts;
  const [selectedThread, setSelectedThread] = useState<string | null>(null);
  const [draft, setDraft] = useState<CommentDraft | null>(null);
  const pickId = useRef<string | null>(null);

  // Resolved threads' pins stay (greyed), so a resolved question can still be found where it was asked.
  useEffect(() => {
    controller.setCommentPins(
      threads.slice(0, 500).map((thread) => ({
        id: thread.threadId,
        position: pinPosition(thread, elements, zones),
        count: thread.messages.length,
        resolved: thread.status === 'resolved',
        selected: thread.threadId === selectedThread,
      })),
    );
  }, [controller, threads, elements, zones, selectedThread]);

  const startComment = (selectedIds: readonly string[]) => {
    const onSelection = anchorOnSelection(selectedIds, elements, zones);
    if (onSelection) return setDraft(onSelection);
    pickId.current = crypto.randomUUID();
    controller.send({ type: 'pickScenePoint', requestId: pickId.current });
    controller.session.say(PICK_COMMENT_POINT);
  };

  /** True when the event was the comments'. */
  const handleEvent = (event: ViewerEvent): boolean => {
    if (event.type === 'commentPinSelected') {
      setSelectedThread(event.id);
      showPanel();
      return true;
    }
    if (event.type !== 'scenePointPicked' && event.type !== 'scenePointPickCancelled') return false;
    if (event.requestId !== pickId.current) return true;
    pickId.current = null;
    controller.session.say('');
    if (event.type === 'scenePointPicked') {
      const target = event.target;
      const onObject = target ? anchorOnSelection([target.id], elements, zones) : null;
      setDraft({
        anchor: target ? { kind: target.kind, id: target.id } : { kind: 'point' },
        position: event.position,
        label: onObject?.label ?? 'a point in the scene',
      });
      showPanel();
    }
    return true;
  };

  return {
    selectedThread,
    setSelectedThread,
    draft,
    clearDraft: () => setDraft(null),
    startComment,
    handleEvent,
  };
}
