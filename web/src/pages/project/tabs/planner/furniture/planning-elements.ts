/**
 * Placed models as the planning module stores them (venue-planner §3 Planning element, Model instance)
 * and as the viewer draws them (PlacedItemData): the conversion both ways, and the planning element
 * type a catalogue asset becomes. The asset's vendor, price and setup time are copied onto the element
 * when it is placed, so the event summary adds up what was chosen even if the catalogue changes later.
 */
import type { PlacedItemData } from '#protocol/index.ts';
import type { Asset } from '#shared/asset-catalogue.ts';
import type { PlanningElement } from '#venue/documents.ts';

/** Planning element types (§3) by keyword of the asset's name, tried in order; else by category. */
const TYPE_BY_KEYWORD: ReadonlyArray<[RegExp, string]> = [
  [/dance floor/i, 'dance_floor'],
  [/\bbar\b(?! stool)/i, 'bar_setup'],
  [/photo booth/i, 'photo_booth'],
  [/arch/i, 'ceremony_arch'],
  [/stage/i, 'stage'],
];
const TYPE_BY_CATEGORY: Record<string, string> = {
  Seating: 'chair',
  Tables: 'table',
  Lighting: 'lighting_element',
  Decorations: 'floral_arrangement',
  'Food Service': 'bar_setup',
  Structures: 'stage',
  'Audio Equipment': 'av_equipment',
};

export function planningType(asset: Pick<Asset, 'name' | 'category'>): string {
  for (const [keyword, type] of TYPE_BY_KEYWORD) if (keyword.test(asset.name)) return type;
  return TYPE_BY_CATEGORY[asset.category] ?? 'floral_arrangement';
}

/**
 * The element to store for an item the viewer placed or changed. A known element keeps what it
 * recorded at placement (name, category, vendor, cost, setup time); a new one takes them from its asset.
 */
export function elementFromPlacedItem(
  item: PlacedItemData,
  asset: Asset | undefined,
  existing: PlanningElement | undefined,
): PlanningElement {
  const transform = { position: item.position, rotation: item.rotation, scale: item.scale };
  // A member of a layout group carries it; one ungrouped gets empty strings (protobuf writes none).
  const group = item.groupId
    ? { groupId: item.groupId, layout: item.layout ? JSON.stringify(item.layout) : '' }
    : existing?.groupId
      ? { groupId: '', layout: '' }
      : {};
  if (existing)
    return { ...existing, ...transform, ...group, modelId: item.modelId, modelUrl: item.modelUrl };
  return {
    id: item.id,
    ...group,
    type: asset ? planningType(asset) : 'floral_arrangement',
    ...transform,
    modelId: item.modelId,
    modelUrl: item.modelUrl,
    name: asset?.name ?? item.modelId,
    category: asset?.category ?? '',
    metadata: {
      vendorId: asset?.vendor ?? '',
      cost: asset?.price ?? 0,
      setupTime: asset?.setupTime ?? 0,
    },
  };
}
