/** How file sizes and dates read on the Files screen and the media cards (spec product.md §9). */

const MB = 1024 * 1024;

/**
 * MB with two decimals, GB above 1024 MB; 'Unknown size' when there is none. The spec (§9) writes 'Mb'
 * and 'Gb'; issue #30 asks for the units' usual spelling, MB and GB, everywhere.
 */
export function formatFileSize(bytes: number | undefined | null): string {
  if (bytes === undefined || bytes === null || Number.isNaN(bytes)) return 'Unknown size';
  const mb = bytes / MB;
  return mb > 1024 ? `${(mb / 1024).toFixed(2)} GB` : `${mb.toFixed(2)} MB`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatFileDate(value: string | undefined | null): string {
  if (!value) return 'Unknown creation date';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown creation date' : dateTime.format(date);
}
