/** The plan sheet's DXF, read back with dxf-parser: layers, units, zone outlines and one INSERT per item. */
import { describe, expect, it } from 'vitest';
import { METERS_PER_FOOT } from '../units.ts';
import { readDxf } from './dxf-read.test-kit.ts';
import { planDxf } from './plan-dxf.ts';
import { roomSheet } from './sheet.test-kit.ts';

describe('planDxf', () => {
  it('writes each kind of thing on its own layer, in meters', () => {
    const dxf = readDxf(planDxf(roomSheet('meters')));
    expect(dxf.units).toBe(6);
    expect(dxf.layers).toEqual(
      expect.arrayContaining(['ZONES', 'FURNITURE', 'ANNOTATIONS', 'MEASUREMENTS', 'TEXT']),
    );
    const layerOf = (type: string) =>
      new Set(dxf.entities.filter((e) => e.type === type).map((e) => e.layer));
    expect(layerOf('INSERT')).toEqual(new Set(['FURNITURE']));
    expect(layerOf('LINE')).toEqual(new Set(['MEASUREMENTS']));
    const names = dxf.texts.filter((t) => t.layer === 'TEXT').map((t) => t.text);
    expect(names).toEqual(expect.arrayContaining(['Dining Room', 'Cocktail Bar', 'Stage', 'Entrance ✓']));
  });

  it("draws each zone's outline as a closed polyline on its vertices", () => {
    const sheet = roomSheet();
    const dxf = readDxf(planDxf(sheet));
    const zones = dxf.polylines.filter((p) => p.layer === 'ZONES');
    expect(zones).toHaveLength(sheet.zones.length);
    for (const [i, zone] of sheet.zones.entries()) {
      const polyline = zones[i];
      expect(polyline?.shape).toBe(true);
      expect(polyline?.vertices).toHaveLength(zone.outline.length);
      for (const [j, p] of zone.outline.entries()) {
        expect(polyline?.vertices[j]?.x).toBeCloseTo(p.x, 6);
        expect(polyline?.vertices[j]?.y).toBeCloseTo(p.y, 6);
      }
    }
    const stage = dxf.polylines.find((p) => p.layer === 'ANNOTATIONS');
    expect(stage?.shape).toBe(true);
  });

  it('places one INSERT per item, of one block per model, at its centre and turn', () => {
    const sheet = roomSheet();
    const dxf = readDxf(planDxf(sheet));
    expect(dxf.inserts).toHaveLength(sheet.items.length);
    const blocks = new Set(dxf.inserts.map((insert) => insert.name));
    expect(blocks.size).toBe(new Set(sheet.items.map((i) => i.modelId)).size);
    for (const name of blocks) expect(dxf.blocks[name]?.entities.length).toBeGreaterThan(0);
    expect([...blocks].find((name) => name.startsWith('Chiavari_Chair_'))).toBeDefined();
    for (const [i, item] of sheet.items.entries()) {
      const insert = dxf.inserts[i];
      expect(insert?.position.x).toBeCloseTo(item.x, 6);
      expect(insert?.position.y).toBeCloseTo(item.y, 6);
      expect(insert?.rotation ?? 0).toBeCloseTo((item.rotation * 180) / Math.PI, 6);
    }
    // The round table's block is a circle of its radius; the chair's a rectangle and its back.
    const round = dxf.inserts.find((insert) => insert.name.startsWith('Round_Table'));
    const circle = dxf.blocks[round?.name ?? '']?.entities[0] as unknown as { type: string; radius: number };
    expect(circle.type).toBe('CIRCLE');
    expect(circle.radius).toBeCloseTo(0.76, 6);
  });

  it('writes the measurement as a line with its length', () => {
    const dxf = readDxf(planDxf(roomSheet()));
    const [line] = dxf.lines;
    expect(line?.vertices.map((v) => [v.x, v.y, v.z ?? 0])).toEqual([
      [0, 0, 0],
      [6, 0, 0],
    ]);
    expect(dxf.texts.find((t) => t.layer === 'MEASUREMENTS')?.text).toBe('6.00 m');
  });

  it('writes feet when the sheet is in feet', () => {
    const sheet = roomSheet('feet');
    const dxf = readDxf(planDxf(sheet));
    expect(dxf.units).toBe(2);
    const zone = dxf.polylines.find((p) => p.layer === 'ZONES');
    expect(zone?.vertices[1]?.x).toBeCloseTo(4 / METERS_PER_FOOT, 6);
    expect(dxf.lines[0]?.vertices[1]?.x).toBeCloseTo(6 / METERS_PER_FOOT, 6);
    expect(dxf.inserts[0]?.position.x).toBeCloseTo(1 / METERS_PER_FOOT, 6);
    expect(dxf.texts.find((t) => t.layer === 'MEASUREMENTS')?.text).toBe(`19' 8"`);
  });
});
