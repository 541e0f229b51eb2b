/** The event summary adds up what is placed: counts by type and by model, total cost and setup time. */
import { describe, expect, it } from 'vitest';
import type { PlanningElement } from '../documents.ts';
import { eventSummary, formatMinutes, typeLabel } from './event-summary.ts';

const element = (
  id: string,
  modelId: string,
  type: string,
  cost: number,
  setupTime: number,
): PlanningElement => ({
  id,
  modelId,
  type,
  name: modelId === 'chair' ? 'Chiavari Chair Gold' : 'Banquet Round Table 5 ft',
  category: type === 'chair' ? 'Seating' : 'Tables',
  metadata: { vendorId: 'Grand Event Rentals', cost, setupTime },
});

describe('event summary', () => {
  it('counts by type and model and totals cost and setup time', () => {
    const summary = eventSummary([
      element('1', 'chair', 'chair', 7.5, 1),
      element('2', 'chair', 'chair', 7.5, 1),
      element('3', 'chair', 'chair', 7.5, 1),
      element('4', 'table', 'table', 32, 6),
    ]);
    expect(summary.totalItems).toBe(4);
    expect(summary.totalCost).toBe(54.5);
    expect(summary.totalSetupMinutes).toBe(9);
    expect(summary.byType).toEqual([
      { type: 'chair', count: 3 },
      { type: 'table', count: 1 },
    ]);
    expect(summary.rows[0]).toMatchObject({
      name: 'Chiavari Chair Gold',
      count: 3,
      unitPrice: 7.5,
      cost: 22.5,
    });
    expect(summary.rows[1]).toMatchObject({
      name: 'Banquet Round Table 5 ft',
      count: 1,
      cost: 32,
      setupMinutes: 6,
    });
  });

  it('is empty with nothing placed', () => {
    expect(eventSummary([])).toMatchObject({ rows: [], totalItems: 0, totalCost: 0, totalSetupMinutes: 0 });
  });

  it('formats minutes and type names', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(135)).toBe('2 h 15 min');
    expect(formatMinutes(-5)).toBe('0 min');
    expect(typeLabel('chair', 3)).toBe('Chairs');
    expect(typeLabel('dance_floor', 1)).toBe('Dance floor');
  });
});
