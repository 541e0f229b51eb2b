/** Page titles read the same everywhere: '<Page> · Atrium'. */
import { describe, expect, it } from 'vitest';
import { documentTitleOf } from './useDocumentTitle.ts';

describe('documentTitleOf', () => {
  it('adds the product name once', () => {
    expect(documentTitleOf('Receipts')).toBe('Receipts · Atrium');
    expect(documentTitleOf('Dashboard · Atrium')).toBe('Dashboard · Atrium');
    expect(documentTitleOf('Manage Property - Media')).toBe('Manage Property - Media · Atrium');
    expect(documentTitleOf('')).toBe('Atrium');
  });
});
