/**
 * A right-panel edit, as the viewer command that makes it one undo step (editAnnotation,
 * editSegmentation): the object as saved, and which field was edited — so typing in one field
 * undoes in one go, while a label and then its notes are two steps.
 */
import type { ViewerCommand } from '#protocol/index.ts';
import { plainEntity } from '#venue/codec.ts';
import type { Annotation, Segmentation } from '#venue/documents.ts';
import type { AnnotationChange, SegmentationChange } from '../../../../../venue-data/venue-bridge.ts';

type Fields = Record<string, unknown>;

/** The edited field: a nested one (metadata.label, properties.capacity) by its own name. */
export function editedField(before: Fields | undefined, changes: readonly Fields[]): string {
  const names = changes.flatMap((change) =>
    Object.entries(change).flatMap(([key, value]) => {
      const was = before?.[key];
      if (!value || typeof value !== 'object' || Array.isArray(value))
        return JSON.stringify(value) === JSON.stringify(was) ? [] : [key];
      const nested = Object.keys(value).filter(
        (k) =>
          JSON.stringify((value as Fields)[k]) !==
          JSON.stringify(was && typeof was === 'object' ? (was as Fields)[k] : undefined),
      );
      return nested;
    }),
  );
  return [...new Set(names)].join(',').slice(0, 60) || 'object';
}

export function editCommand(
  kind: 'annotation',
  before: Annotation | undefined,
  after: Annotation,
  changes: readonly AnnotationChange[],
): ViewerCommand;
export function editCommand(
  kind: 'segmentation',
  before: Segmentation | undefined,
  after: Segmentation,
  changes: readonly SegmentationChange[],
): ViewerCommand;
export function editCommand(
  kind: 'annotation' | 'segmentation',
  before: Annotation | Segmentation | undefined,
  after: Annotation | Segmentation,
  changes: readonly (AnnotationChange | SegmentationChange)[],
): ViewerCommand {
  const field = editedField(before as Fields | undefined, changes as readonly Fields[]);
  const entity = plainEntity(after) as never;
  return kind === 'annotation'
    ? { type: 'editAnnotation', annotation: entity, field }
    : { type: 'editSegmentation', segmentation: entity, field };
}
