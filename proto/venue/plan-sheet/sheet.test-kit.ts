/** Plan sheets the exports' tests draw: a 6 m × 4 m room with one of everything, and a crowded hall. */
import { crc32, deflateSync } from 'node:zlib';
import type { PlanSheet, PlanSymbol, SheetItem, SheetSummary, TitleBlock } from './plan-sheet.ts';

const item = (
  id: string,
  modelId: string,
  name: string,
  symbol: PlanSymbol,
  x: number,
  y: number,
  rotation: number,
  halfWidth: number,
  halfDepth: number,
): SheetItem => ({ id, modelId, name, symbol, x, y, rotation, halfWidth, halfDepth });

/** A 6 m × 4 m room: a dining zone and a bar, round and long tables with chairs, the 6 m edge measured. */
export function roomSheet(units: PlanSheet['units'] = 'meters'): PlanSheet {
  return {
    units,
    bounds: { minX: 0, minY: 0, maxX: 6, maxY: 4 },
    zones: [
      {
        id: 'z1',
        name: 'Dining Room',
        outline: [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
          { x: 4, y: 4 },
          { x: 0, y: 4 },
        ],
        areaSquareMeters: 16,
        capacity: { seated: 16, standing: 32, cocktail: 24 },
        seatsPlaced: 4,
      },
      {
        id: 'z2',
        name: 'Cocktail Bar',
        outline: [
          { x: 4, y: 0 },
          { x: 6, y: 0 },
          { x: 6, y: 4 },
          { x: 4, y: 4 },
        ],
        areaSquareMeters: 8,
        capacity: { seated: 8, standing: 16, cocktail: 12 },
        seatsPlaced: 0,
      },
    ],
    items: [
      item('i1', 'round-60', 'Round Table 60in', 'round', 1, 1, 0, 0.76, 0.76),
      item('i2', 'round-60', 'Round Table 60in', 'round', 1, 3, 0, 0.76, 0.76),
      item('i3', 'banquet-6', 'Banquet Table 6ft', 'rectangle', 3, 1.2, Math.PI / 2, 0.38, 0.91),
      item('i4', 'banquet-6', 'Banquet Table 6ft', 'rectangle', 5, 2, 0, 0.38, 0.91),
      item('c1', 'chiavari', 'Chiavari Chair', 'chair', 2.2, 3, 0, 0.2, 0.22),
      item('c2', 'chiavari', 'Chiavari Chair', 'chair', 2.8, 3, Math.PI, 0.2, 0.22),
      item('c3', 'chiavari', 'Chiavari Chair', 'chair', 3.5, 2.4, Math.PI / 2, 0.2, 0.22),
      item('c4', 'chiavari', 'Chiavari Chair', 'chair', 3.5, 3.4, -Math.PI / 2, 0.2, 0.22),
    ],
    annotations: [
      {
        id: 'a1',
        label: 'Stage',
        points: [
          { x: 4.5, y: 3 },
          { x: 5.8, y: 3 },
          { x: 5.8, y: 3.8 },
          { x: 4.5, y: 3.8 },
        ],
        closed: true,
      },
      { id: 'a2', label: 'Entrance ✓', points: [{ x: 0.2, y: 0.2 }], closed: false },
    ],
    measurements: [{ id: 'm1', label: '', from: { x: 0, y: 0 }, to: { x: 6, y: 0 }, lengthMeters: 6 }],
    background: null,
  };
}

export const TITLE: TitleBlock = {
  projectName: 'Harbour Gala 2027',
  venue: 'The Boathouse, 1 Quay Street',
  eventDate: 'October 16, 2027',
  plannerName: 'Ada Planner',
  revisionDate: 'November 27, 2026',
};

export const SUMMARY: SheetSummary = {
  rows: [
    {
      name: 'Round Table 60in',
      vendor: 'Acme Rentals',
      count: 2,
      unitPrice: 12.5,
      cost: 25,
      setupMinutes: 20,
    },
    {
      name: 'Banquet Table 6ft',
      vendor: 'Acme Rentals',
      count: 2,
      unitPrice: 10,
      cost: 20,
      setupMinutes: 16,
    },
    { name: 'Chiavari Chair', vendor: 'Seat Co', count: 4, unitPrice: 4.25, cost: 17, setupMinutes: 8 },
  ],
  totalItems: 8,
  totalCost: 62,
  totalSetupMinutes: 44,
};

/** A hall with `zones` zones in a grid and `items` items spread over them, of a dozen models. */
export function crowdedSheet(items: number, zones: number): { sheet: PlanSheet; summary: SheetSummary } {
  const side = Math.ceil(Math.sqrt(zones));
  const zoneSize = 8;
  const sheet: PlanSheet = {
    units: 'feet',
    bounds: { minX: 0, minY: 0, maxX: side * zoneSize, maxY: side * zoneSize },
    zones: Array.from({ length: zones }, (_, i) => {
      const x = (i % side) * zoneSize;
      const y = Math.floor(i / side) * zoneSize;
      return {
        id: `z${i}`,
        name: `Zone ${i + 1}`,
        outline: [
          { x, y },
          { x: x + zoneSize, y },
          { x: x + zoneSize, y: y + zoneSize },
          { x, y: y + zoneSize },
        ],
        areaSquareMeters: zoneSize ** 2,
        capacity: { seated: 40, standing: 80, cocktail: 60 },
        seatsPlaced: 20,
      };
    }),
    items: Array.from({ length: items }, (_, i) => {
      const symbol = (['round', 'rectangle', 'chair'] as const)[i % 3] ?? 'chair';
      const model = i % 12;
      return item(
        `i${i}`,
        `model-${model}`,
        `Model ${model} ${symbol}`,
        symbol,
        ((i * 7919) % 10_000) / (10_000 / (side * zoneSize)),
        ((i * 104_729) % 10_000) / (10_000 / (side * zoneSize)),
        i * 0.1,
        0.3,
        0.4,
      );
    }),
    annotations: [],
    measurements: [],
    background: null,
  };
  const summary: SheetSummary = {
    rows: Array.from({ length: 12 }, (_, model) => ({
      name: `Model ${model}`,
      vendor: 'Vendor',
      count: items / 12,
      unitPrice: 1,
      cost: items / 12,
      setupMinutes: 10,
    })),
    totalItems: items,
    totalCost: items,
    totalSetupMinutes: 120,
  };
  return { sheet, summary };
}

/** A `width` × `height` grey PNG, for a scan's background. */
export function greyPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}
