/** How sizes and dates read on the Files screen, the media cards and the upload panel. */
import { describe, expect, it } from 'vitest';
import { formatFileDate, formatFileSize } from './file-format.ts';

describe('file sizes', () => {
  it('reads in MB with two decimals, and in GB above 1024 MB', () => {
    expect(formatFileSize(0)).toBe('0.00 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.50 MB');
    expect(formatFileSize(500 * 1024 * 1024)).toBe('500.00 MB');
    expect(formatFileSize(1024 * 1024 * 1024)).toBe('1024.00 MB');
    expect(formatFileSize(2.25 * 1024 * 1024 * 1024)).toBe('2.25 GB');
  });

  it("says 'Unknown size' and 'Unknown creation date' when there is none", () => {
    expect(formatFileSize(undefined)).toBe('Unknown size');
    expect(formatFileSize(null)).toBe('Unknown size');
    expect(formatFileDate(undefined)).toBe('Unknown creation date');
    expect(formatFileDate('not a date')).toBe('Unknown creation date');
  });
});
