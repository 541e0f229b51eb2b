/**
 * The models the layout tools place (issue #26), from the asset catalogue: the seating model last used
 * (the library's Recent list), else the first of the Seating category; the first round table (a 5 ft
 * round, in the built-in catalogue) and the first long table. Each goes to the viewer with its footprint
 * in meters at the scale it is placed at.
 */
import type { LayoutModel } from '#protocol/index.ts';
import type { Asset } from '#shared/asset-catalogue.ts';

export interface LayoutModelChoice {
  seat: LayoutModel | null;
  roundTable: LayoutModel | null;
  longTable: LayoutModel | null;
}

const isRound = (asset: Asset) => /\bround\b/i.test(asset.name);
/** A dining or banquet table, not a cocktail, sweetheart or buffet one. */
const isDiningTable = (asset: Asset) =>
  asset.category === 'Tables' && !/cocktail|sweetheart|buffet|bar\b/i.test(asset.name);

function layoutModel(asset: Asset, shape?: 'round' | 'rectangular'): LayoutModel | null {
  const { dimensions } = asset;
  if (!dimensions || dimensions.width <= 0 || dimensions.depth <= 0) return null;
  const scale = asset.defaultScale > 0 ? asset.defaultScale : 1;
  return {
    modelId: asset.id,
    modelUrl: asset.url,
    scale,
    width: dimensions.width * scale,
    depth: dimensions.depth * scale,
    ...(shape ? { shape } : {}),
  };
}

export function layoutModelsFrom(assets: readonly Asset[], recent: readonly string[]): LayoutModelChoice {
  const sized = assets.filter((a) => a.dimensions);
  const byId = new Map(sized.map((a) => [a.id, a]));
  const seats = sized.filter((a) => a.category === 'Seating');
  const lastSeat = recent.map((id) => byId.get(id)).find((a) => a?.category === 'Seating');
  const seat = lastSeat ?? seats[0];
  const round = sized.find((a) => isDiningTable(a) && isRound(a));
  const long = sized.find((a) => isDiningTable(a) && !isRound(a));
  return {
    seat: seat ? layoutModel(seat) : null,
    roundTable: round ? layoutModel(round, 'round') : null,
    longTable: long ? layoutModel(long, 'rectangular') : null,
  };
}
