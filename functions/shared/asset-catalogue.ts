/**
 * The asset catalogue's rules (spec venue-planner.md §3 Asset and Model catalogue entry, §5, §7, §8):
 * how a static catalogue JSON is read, how each entry is normalised, which entries are dropped and
 * which category each gets by keyword. Shared by the web app's library panel and the viewer, so both
 * read a catalogue the same way. Browser-safe: no Node imports.
 */

/** The spec's seven asset categories, in the order their keywords are tried. */
export const ASSET_CATEGORIES = [
  'Seating',
  'Tables',
  'Lighting',
  'Decorations',
  'Food Service',
  'Structures',
  'Audio Equipment',
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** The category of an entry that neither names one of the seven nor contains one of their keywords. */
const UNCATEGORISED = 'Other';

/** Name keywords per category (spec §3 "Asset categories by name keyword"). */
const CATEGORY_KEYWORDS: Readonly<Record<AssetCategory, readonly string[]>> = {
  Seating: ['chair', 'seating'],
  Tables: ['table', 'buffet'],
  Lighting: ['light', 'candle', 'torch'],
  Decorations: ['balloon', 'flower', 'floral', 'vase', 'decor'],
  'Food Service': ['napkin', 'plate', 'cup', 'glass', 'wine', 'dispenser', 'towel', 'warmer', 'food'],
  Structures: ['column', 'gazebo', 'archway', 'stage'],
  'Audio Equipment': ['speaker', 'audio'],
};

/** The keys under which an object-shaped catalogue may hold its list (spec §7), tried in this order. */
const CATALOGUE_LIST_KEYS = ['assets', 'items', 'models', 'data', 'objects'] as const;

const DEFAULT_UNITS = 'meters';
const DEFAULT_SCALE = 1;
const DEFAULT_ANCHOR = 'floor';

/** Spec §8 catalogue messages. */
const catalogueFetchFailed = (status: number, statusText: string) =>
  `Failed to fetch model catalog: ${status} ${statusText}`;
export const CATALOGUE_SHAPE_ERROR = 'Model catalog has unexpected shape.';

/** Size in meters of a model's bounding box: width (x), depth (z), height (y). */
interface AssetDimensions {
  width: number;
  depth: number;
  height: number;
}

/** An asset (library item), spec §3, plus what the planning summary needs (price, setup time). */
export interface Asset {
  id: string;
  name: string;
  url: string;
  category: string;
  tags: string[];
  units: string;
  defaultScale: number;
  anchor: string;
  vendor?: string;
  license?: string;
  thumbnail?: string;
  /** Rental price per item, in US dollars. */
  price?: number;
  /** Setup time per item, in minutes. */
  setupTime?: number;
  dimensions?: AssetDimensions;
}

type ModelLoadStatus = 'unloaded' | 'loading' | 'loaded' | 'error';

/** A model catalogue entry, spec §3. */
export interface ModelCatalogueEntry {
  modelId: string;
  url: string;
  name: string;
  fileType: string;
  vendor?: string;
  category: string;
  license?: string;
  thumbnail?: string;
  units: string;
  defaultScale: number;
  anchor: string;
  loadStatus: ModelLoadStatus;
  instanceCount: number;
}

const MODEL_EXTENSION = /\.(glb|gltf|obj|fbx|ply)$/i;

/**
 * A display name from a file name (spec §3): the extension (glb, gltf, obj, fbx, ply) and a trailing
 * numeric suffix are removed, separators become spaces, words are capitalised.
 */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(MODEL_EXTENSION, '')
    .replace(/[\s_.-]*\d+$/, '')
    .replace(/[\s_.-]+/g, ' ')
    .trim();
  return stem
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The category whose keyword the text contains first (categories tried in the spec's order). */
function categoryByKeyword(text: string): AssetCategory | undefined {
  const lower = text.toLowerCase();
  return ASSET_CATEGORIES.find((category) =>
    CATEGORY_KEYWORDS[category].some((word) => lower.includes(word)),
  );
}

/**
 * An entry's category: a source category that names one of the seven (any case) or contains one of
 * their keywords; otherwise the category whose keyword the name contains; otherwise 'Other'.
 */
export function categorise(name: string, sourceCategory?: string): string {
  if (sourceCategory) {
    const lower = sourceCategory.trim().toLowerCase();
    const named = ASSET_CATEGORIES.find((category) => category.toLowerCase() === lower);
    if (named) return named;
    const byKeyword = categoryByKeyword(sourceCategory);
    if (byKeyword) return byKeyword;
  }
  return categoryByKeyword(name) ?? UNCATEGORISED;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const optionalString = (value: unknown) => (nonEmpty(value) ? value : undefined);
const finiteNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function dimensionsOf(value: unknown): AssetDimensions | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { width, depth, height } = value as Record<string, unknown>;
  const w = finiteNumber(width);
  const d = finiteNumber(depth);
  const h = finiteNumber(height);
  return w !== undefined && d !== undefined && h !== undefined
    ? { width: w, depth: d, height: h }
    : undefined;
}

/**
 * One catalogue entry normalised (spec §3), or null when it has no string id, name and url (§5):
 * the id may come as id, key or fileName; the name as name or from the file name; the url as url or
 * cdnUrl, with its spaces as %20. Units default to meters, defaultScale to 1, anchor to floor, tags to
 * the words of the name plus the lowercase category.
 */
export function normaliseAsset(raw: unknown): Asset | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entry = raw as Record<string, unknown>;
  const id = [entry.id, entry.key, entry.fileName].find(nonEmpty);
  const rawUrl = [entry.url, entry.cdnUrl].find(nonEmpty);
  const fileName = nonEmpty(entry.fileName) ? entry.fileName : rawUrl?.split('?')[0];
  const name = nonEmpty(entry.name) ? entry.name.trim() : fileName ? nameFromFileName(fileName) : undefined;
  if (!id || !rawUrl || !nonEmpty(name)) return null;

  const category = categorise(name, optionalString(entry.category));
  const sourceTags = Array.isArray(entry.tags) ? entry.tags.filter(nonEmpty) : [];
  const tags =
    sourceTags.length > 0
      ? sourceTags
      : [...name.split(/\s+/).filter((w) => w.length > 0), category.toLowerCase()];
  const scale = finiteNumber(entry.defaultScale);
  const asset: Asset = {
    id,
    name,
    url: rawUrl.replace(/ /g, '%20'),
    category,
    tags,
    units: optionalString(entry.units) ?? DEFAULT_UNITS,
    defaultScale: scale !== undefined && scale > 0 ? scale : DEFAULT_SCALE,
    anchor: optionalString(entry.anchor) ?? DEFAULT_ANCHOR,
  };
  const vendor = optionalString(entry.vendor);
  const license = optionalString(entry.license);
  const thumbnail = optionalString(entry.thumbnail);
  const price = finiteNumber(entry.price);
  const setupTime = finiteNumber(entry.setupTime);
  const dimensions = dimensionsOf(entry.dimensions);
  if (vendor) asset.vendor = vendor;
  if (license) asset.license = license;
  if (thumbnail) asset.thumbnail = thumbnail;
  if (price !== undefined && price >= 0) asset.price = price;
  if (setupTime !== undefined && setupTime >= 0) asset.setupTime = setupTime;
  if (dimensions) asset.dimensions = dimensions;
  return asset;
}

/** The entries of a catalogue JSON: a list, or an object holding one under assets/items/models/data/objects. */
export function catalogueEntries(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (typeof json === 'object' && json !== null) {
    const record = json as Record<string, unknown>;
    for (const key of CATALOGUE_LIST_KEYS) {
      const list = record[key];
      if (Array.isArray(list)) return list;
    }
  }
  throw new Error(CATALOGUE_SHAPE_ERROR);
}

/** A catalogue JSON normalised: invalid entries dropped, and only the first of entries sharing an id kept. */
export function normaliseCatalogue(json: unknown): Asset[] {
  const seen = new Set<string>();
  const assets: Asset[] = [];
  for (const raw of catalogueEntries(json)) {
    const asset = normaliseAsset(raw);
    if (!asset || seen.has(asset.id)) continue;
    seen.add(asset.id);
    assets.push(asset);
  }
  return assets;
}

/** GET of the static catalogue (spec §7), normalised; throws the §8 messages. */
export async function fetchAssetCatalogue(url: string, fetchImpl: typeof fetch = fetch): Promise<Asset[]> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(catalogueFetchFailed(response.status, response.statusText));
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(CATALOGUE_SHAPE_ERROR);
  }
  return normaliseCatalogue(json);
}

/**
 * How many times each model is placed in a plan (spec §3 instanceCount, §4 Placement: each committed
 * placement adds one): the plan's placed items counted by their modelId. Derived from the plan rather
 * than counted up as placements happen, so an undo, a delete or another device's edit counts too.
 */
export function instanceCounts(placed: Iterable<{ modelId?: string | null }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { modelId } of placed) if (modelId) counts.set(modelId, (counts.get(modelId) ?? 0) + 1);
  return counts;
}

/** The model catalogue entry of an asset (spec §3): not loaded yet, with its instances in the plan. */
export function modelCatalogueEntry(asset: Asset, instanceCount = 0): ModelCatalogueEntry {
  const extension =
    asset.url
      .split(/[?#]/)[0]
      ?.match(/\.([a-z0-9]+)$/i)?.[1]
      ?.toLowerCase() ?? '';
  const entry: ModelCatalogueEntry = {
    modelId: asset.id,
    url: asset.url,
    name: asset.name,
    fileType: extension,
    category: asset.category,
    units: asset.units,
    defaultScale: asset.defaultScale,
    anchor: asset.anchor,
    loadStatus: 'unloaded',
    instanceCount,
  };
  if (asset.vendor) entry.vendor = asset.vendor;
  if (asset.license) entry.license = asset.license;
  if (asset.thumbnail) entry.thumbnail = asset.thumbnail;
  return entry;
}
