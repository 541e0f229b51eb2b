/**
 * What the viewer draws: the annotations and zones, by id. Local edits (through edit operations) and
 * the app's pushes (setAnnotations / setSegmentations) both land here; the bus tells the overlay to
 * redraw and the bridge to tell the app about local edits only.
 */
import type { AnnotationData, SegmentationData } from '../../protocol/index.ts';
import type { ChangeSource, EntityKind, EntityOf, PlannerBus } from './planner-bus.ts';

export class EntityStore {
  readonly annotations = new Map<string, AnnotationData>();
  readonly segmentations = new Map<string, SegmentationData>();

  constructor(private readonly bus: PlannerBus) {}

  private map<K extends EntityKind>(kind: K): Map<string, EntityOf<K>> {
    return (kind === 'annotation' ? this.annotations : this.segmentations) as Map<string, EntityOf<K>>;
  }

  list<K extends EntityKind>(kind: K): EntityOf<K>[] {
    return [...this.map(kind).values()];
  }

  get<K extends EntityKind>(kind: K, id: string): EntityOf<K> | undefined {
    return this.map(kind).get(id);
  }

  /** Which kind of entity an id is, if the viewer has it. */
  find(id: string): { kind: EntityKind; entity: AnnotationData | SegmentationData } | null {
    const annotation = this.annotations.get(id);
    if (annotation) return { kind: 'annotation', entity: annotation };
    const zone = this.segmentations.get(id);
    return zone ? { kind: 'segmentation', entity: zone } : null;
  }

  /** Adds or replaces one entity. */
  put<K extends EntityKind>(kind: K, entity: EntityOf<K>, source: ChangeSource = 'local') {
    const existed = this.map(kind).has(entity.id);
    this.map(kind).set(entity.id, entity);
    this.bus.fire(existed ? 'entity.updated' : 'entity.added', { kind, entity, source });
  }

  remove(kind: EntityKind, id: string, source: ChangeSource = 'local'): boolean {
    if (!this.map(kind).delete(id)) return false;
    this.bus.fire('entity.removed', { kind, id, source });
    return true;
  }

  /** The app's push: everything of one kind, replaced at once (nothing is echoed back). */
  replaceAll<K extends EntityKind>(kind: K, entities: readonly EntityOf<K>[]) {
    const map = this.map(kind);
    map.clear();
    for (const entity of entities) map.set(entity.id, entity);
    this.bus.fire('entities.replaced', { kind });
  }
}
