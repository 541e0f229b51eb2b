/**
 * The event summary (issue 14, beyond the spec): what is placed, counted by type and by model, with
 * each model's vendor, cost and setup time as recorded from the catalogue when it was placed, and the
 * totals. Money in US dollars, setup time in minutes.
 */
import type { PlanningElement } from '../documents.ts';
import type { SheetSummary } from './plan-sheet.ts';

interface SummaryRow {
  modelId: string;
  name: string;
  category: string;
  vendor: string;
  count: number;
  unitPrice: number;
  cost: number;
  setupMinutes: number;
}

export interface EventSummary {
  rows: SummaryRow[];
  byType: Array<{ type: string; count: number }>;
  totalItems: number;
  totalCost: number;
  totalSetupMinutes: number;
}

export function eventSummary(elements: readonly PlanningElement[]): EventSummary {
  const rows = new Map<string, SummaryRow>();
  const types = new Map<string, number>();
  for (const element of elements) {
    const modelId = element.modelId || element.type || 'item';
    const cost = element.metadata?.cost ?? 0;
    const setup = element.metadata?.setupTime ?? 0;
    const row = rows.get(modelId) ?? {
      modelId,
      name: element.name || modelId,
      category: element.category ?? '',
      vendor: element.metadata?.vendorId ?? '',
      count: 0,
      unitPrice: cost,
      cost: 0,
      setupMinutes: 0,
    };
    row.count += 1;
    row.cost += cost;
    row.setupMinutes += setup;
    rows.set(modelId, row);
    const type = element.type || 'other';
    types.set(type, (types.get(type) ?? 0) + 1);
  }
  const list = [...rows.values()].sort(
    (a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name),
  );
  return {
    rows: list,
    byType: [...types].map(([type, count]) => ({ type, count })).sort((a, b) => a.type.localeCompare(b.type)),
    totalItems: elements.length,
    totalCost: list.reduce((sum, r) => sum + r.cost, 0),
    totalSetupMinutes: list.reduce((sum, r) => sum + r.setupMinutes, 0),
  };
}

/** '45 min', '2 h', '2 h 15 min'. */
export function formatMinutes(minutes: number): string {
  // Never a negative time: a setup cannot take less than nothing.
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** 'chair' → 'Chairs', 'dance_floor' → 'Dance floors'. */
export function typeLabel(type: string, count: number): string {
  const words = type.replace(/_/g, ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return count === 1 ? label : `${label}s`;
}

/** The event summary's figures as the PDF's second page prints them. */
export function sheetSummary(elements: readonly PlanningElement[]): SheetSummary {
  const summary = eventSummary(elements);
  return {
    rows: summary.rows.map((row) => ({
      name: row.name,
      vendor: row.vendor,
      count: row.count,
      unitPrice: row.unitPrice,
      cost: row.cost,
      setupMinutes: row.setupMinutes,
    })),
    totalItems: summary.totalItems,
    totalCost: summary.totalCost,
    totalSetupMinutes: summary.totalSetupMinutes,
  };
}
