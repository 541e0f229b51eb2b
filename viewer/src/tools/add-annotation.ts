/**
 * The last step the annotation tools share: a finished drawing becomes an annotation of the data modules
 * (venue-planner §3, `annotations` of proto/venue.proto), named '<name> <n>' by how many of its type
 * there are, and is added as one undoable edit. Each tool adds its own geometry (position, points,
 * vertices, bounds…).
 */
import type { AnnotationData } from '../../protocol/index.ts';
import { addEntityOp } from '../planner/ops.ts';
import type { ToolContext } from '../planner/tool.ts';

export function addAnnotation(
  ctx: ToolContext,
  type: string,
  defaultName: string,
  fields: Partial<AnnotationData>,
) {
  const ordinal = ctx.store.list('annotation').filter((a) => a.type === type).length + 1;
  const id = ctx.newId();
  const now = ctx.now();
  const annotation: AnnotationData = {
    id,
    type,
    tags: [],
    metadata: { label: `${defaultName} ${ordinal}`, description: '', customAttributes: {} },
    visibility: { showInAR: true, showIn3D: true, showIn2DPlan: true, minZoomLevel: 0, maxZoomLevel: 0 },
    createdBy: '',
    createdAt: now,
    modifiedAt: now,
    ...fields,
  };
  ctx.history.add(addEntityOp(ctx.store, 'annotation', annotation));
}
