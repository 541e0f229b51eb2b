import { describe, expect, it } from 'vitest';
import { planFileName } from './file-name.ts';

describe('an exported plan’s file name', () => {
  it('names the file after the project', () => {
    expect(planFileName('Summer Gala!', 'pdf')).toBe('summer-gala-floor-plan.pdf');
    expect(planFileName('  ', 'dxf')).toBe('plan-floor-plan.dxf');
  });
});
