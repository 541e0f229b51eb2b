/** Search, filter and sort of the Files screen's list (spec product.md §2, §9). Pure functions. */
import { extensionOf, isSplatFile } from '#shared/file-types.ts';

export type FileFilter = 'all' | 'splat';
export type SortField = 'name' | 'size' | 'lastModified' | 'extension';
export type SortDirection = 'asc' | 'desc';

export const SORT_FIELDS: Record<SortField, string> = {
  name: 'Name',
  size: 'Size',
  lastModified: 'Last modified',
  extension: 'Extension',
};

interface ListedFile {
  fileName: string;
  Size: number;
  LastModified: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compare(field: SortField, a: ListedFile, b: ListedFile): number {
  switch (field) {
    case 'size':
      return a.Size - b.Size;
    case 'lastModified':
      return Date.parse(a.LastModified) - Date.parse(b.LastModified);
    case 'extension':
      return collator.compare(extensionOf(a.fileName), extensionOf(b.fileName));
    default:
      return 0;
  }
}

export function visibleFiles<T extends ListedFile>(
  files: readonly T[],
  options: { filter: FileFilter; search: string; sort: SortField; direction: SortDirection },
): T[] {
  const query = options.search.trim().toLowerCase();
  const sign = options.direction === 'asc' ? 1 : -1;
  return files
    .filter((f) => options.filter === 'all' || isSplatFile(f.fileName))
    .filter((f) => query === '' || f.fileName.toLowerCase().includes(query))
    .sort(
      (a, b) =>
        sign * (compare(options.sort, a, b) || collator.compare(a.fileName, b.fileName)) ||
        collator.compare(a.fileName, b.fileName),
    );
}

/** Divider bounds (spec §9): 180 px to min(500 px, 70 % of the width), default 224 px. */
export const DIVIDER = { min: 180, max: 500, maxShare: 0.7, initial: 224 } as const;

export function clampDivider(width: number, containerWidth: number): number {
  const max = Math.max(DIVIDER.min, Math.min(DIVIDER.max, containerWidth * DIVIDER.maxShare));
  return Math.round(Math.min(max, Math.max(DIVIDER.min, width)));
}
