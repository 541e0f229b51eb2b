/**
 * The one place planner events become protocol events for the embedding page (venue-planner §7):
 * drawing lifecycle, local edits (never the app's own pushes), selection by click, the scene frame,
 * calibration requests, the history's undo/redo state, scene-point picks and comment-pin clicks.
 */
import type { ViewerEvent } from '../../protocol/index.ts';
import type { EntityStore } from './entity-store.ts';
import { type PlacedItemStore, rotationQuaternion } from './placed-items.ts';
import type { PlannerBus } from './planner-bus.ts';

export function bridgeToApp(
  bus: PlannerBus,
  store: EntityStore,
  post: (event: ViewerEvent) => void,
  items?: PlacedItemStore,
): () => void {
  const off = [
    bus.on('drawing.started', ({ tool }) => post({ type: 'drawingStarted', tool })),
    bus.on('drawing.updated', ({ tool, points }) => post({ type: 'drawingUpdated', tool, points })),
    bus.on('drawing.completed', ({ tool, points }) => post({ type: 'drawingCompleted', tool, points })),
    bus.on('drawing.cancelled', ({ tool, reason }) => post({ type: 'drawingCancelled', tool, reason })),
    bus.on('entity.added', ({ kind, entity, source }) => {
      if (source !== 'local') return;
      if (kind === 'annotation') post({ type: 'annotationCreated', annotation: { ...entity } });
      else post({ type: 'segmentationCreated', segmentation: entity });
    }),
    bus.on('entity.updated', ({ kind, entity, source }) => {
      if (source !== 'local') return;
      if (kind === 'annotation') post({ type: 'annotationUpdated', annotation: entity as never });
      else post({ type: 'segmentationUpdated', segmentation: entity });
    }),
    bus.on('entity.removed', ({ kind, id, source }) => {
      if (source !== 'local') return;
      if (kind === 'annotation') post({ type: 'annotationDeleted', annotationId: id });
      else post({ type: 'segmentationDeleted', segmentationId: id });
    }),
    bus.on('item.saved', ({ item, source }) => {
      if (source === 'local') post({ type: 'placedItemSaved', item });
    }),
    bus.on('item.removed', ({ id, source }) => {
      if (source === 'local') post({ type: 'placedItemDeleted', instanceId: id });
    }),
    bus.on('items.changed', ({ saved, removed, source }) => {
      if (source === 'local') post({ type: 'placedItemsChanged', saved, deleted: removed });
    }),
    bus.on('placement.committed', ({ item, assetId }) =>
      post({
        type: 'placementCommitted',
        assetId,
        instanceId: item.id,
        transform: {
          position: [item.position.x, item.position.y, item.position.z],
          rotation: rotationQuaternion(item.rotation),
          scale: [item.scale.x, item.scale.y, item.scale.z],
        },
      }),
    ),
    bus.on('placement.cancelled', () => post({ type: 'placementCancelled' })),
    bus.on('model.status', ({ modelUrl, assetId, status }) =>
      post({ type: 'modelLoadStatus', modelUrl, assetId, status }),
    ),
    bus.on('frame.changed', ({ frame, source }) => {
      if (source === 'local') post({ type: 'sceneFrameChanged', frame });
    }),
    bus.on('selection.changed', ({ ids, cause }) => {
      // A removal takes its objects out of the selection: the page hears of that as of a click.
      if (cause !== 'click' && cause !== 'removed') return;
      const [first] = ids;
      if (!first) return post({ type: 'selectionCleared' });
      if (ids.length > 1) return post({ type: 'multiSelect', objectIds: ids });
      const found = store.find(first);
      post({
        type: 'objectSelected',
        objectId: first,
        objectType: items?.get(first)
          ? 'placedItem'
          : found?.kind === 'segmentation'
            ? 'zone'
            : String(found?.entity.type ?? 'annotation'),
      });
    }),
    bus.on('history.changed', (change) => post({ type: 'historyChanged', ...change })),
    bus.on('overlaps.changed', ({ count }) => post({ type: 'overlapsChanged', count })),
    bus.on('layout.preview', ({ tool, preview }) => {
      if (preview) post({ type: 'layoutPreview', tool, seats: preview.seats, tables: preview.tables });
    }),
    bus.on('key.unused', (key) => post({ type: 'viewerKeyDown', ...key })),
    bus.on('calibration.picked', ({ points, sceneDistance }) =>
      post({ type: 'calibrationPicked', points, sceneDistance }),
    ),
    bus.on('level.failed', ({ reason }) => post({ type: 'levelFailed', reason })),
    bus.on('point.picked', ({ requestId, position, target }) =>
      post({ type: 'scenePointPicked', requestId, position, ...(target ? { target } : {}) }),
    ),
    bus.on('point.pickCancelled', ({ requestId }) => post({ type: 'scenePointPickCancelled', requestId })),
    bus.on('pin.clicked', ({ id }) => post({ type: 'commentPinSelected', id })),
  ];
  return () => {
    for (const stop of off) stop();
  };
}
