/**
 * The plan sheet as a DXF for CAD (issue #27), written with @tarikjabiri/dxf: the floor frame's x and y
 * at z = 0, in the sheet's units ($INSUNITS meters or feet). Each model is one BLOCK holding its
 * footprint around its origin (its facing along the block's +x), and each placed item an INSERT of it
 * turned as placed, so a CAD user can select or swap every chair at once. Layers keep zones, furniture,
 * annotations, measurements and names apart.
 */
import {
  DxfWriter,
  LWPolylineFlags,
  point2d,
  point3d,
  TextHorizontalAlignment,
  TextVerticalAlignment,
  Units,
} from '@tarikjabiri/dxf';
import { formatLength, metersTo } from '../units.ts';
import type { P2, PlanSheet, SheetItem } from './plan-sheet.ts';

const LAYERS = [
  { name: 'ZONES', colour: 3 },
  { name: 'FURNITURE', colour: 7 },
  { name: 'ANNOTATIONS', colour: 6 },
  { name: 'MEASUREMENTS', colour: 1 },
  { name: 'TEXT', colour: 7 },
] as const;

/** Text height on the floor, in meters (before conversion to the sheet's units). */
const TEXT_METERS = 0.2;
const DEGREES = 180 / Math.PI;

/** 'Chiavari_Chair_3f2a9c1b': the model's name in the characters every CAD program accepts, then its id's start. */
function blockName(item: SheetItem, taken: Set<string>): string {
  const clean = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  const base = `${clean(item.name).slice(0, 40) || 'Model'}_${clean(item.modelId).slice(0, 8) || 'id'}`;
  let name = base;
  for (let i = 2; taken.has(name.toUpperCase()); i++) name = `${base}_${i}`;
  taken.add(name.toUpperCase());
  return name;
}

export function planDxf(sheet: PlanSheet): string {
  const to = (meters: number) => metersTo(meters, sheet.units);
  const xy = (p: P2) => point2d(to(p.x), to(p.y));
  const textHeight = to(TEXT_METERS);
  const dxf = new DxfWriter();
  dxf.setUnits(sheet.units === 'feet' ? Units.Feet : Units.Meters);
  for (const layer of LAYERS) dxf.addLayer(layer.name, layer.colour);
  const centredText = (at: P2, value: string, layerName: string, rotation = 0) => {
    const point = point3d(to(at.x), to(at.y), 0);
    dxf.addText(point, textHeight, value, {
      layerName,
      rotation,
      horizontalAlignment: TextHorizontalAlignment.Center,
      verticalAlignment: TextVerticalAlignment.Middle,
      secondAlignmentPoint: point,
    });
  };

  for (const zone of sheet.zones) {
    if (zone.outline.length < 2) continue;
    dxf.addLWPolyline(
      zone.outline.map((p) => ({ point: xy(p) })),
      { flags: LWPolylineFlags.Closed, layerName: 'ZONES' },
    );
    const n = zone.outline.length;
    centredText(
      {
        x: zone.outline.reduce((sum, p) => sum + p.x, 0) / n,
        y: zone.outline.reduce((sum, p) => sum + p.y, 0) / n,
      },
      zone.name,
      'TEXT',
    );
  }

  // One block per model, drawn at the size of its first item; other sizes scale their insert.
  const blocks = new Map<string, { name: string; halfWidth: number; halfDepth: number }>();
  const taken = new Set<string>();
  for (const item of sheet.items) {
    if (blocks.has(item.modelId)) continue;
    const name = blockName(item, taken);
    const block = dxf.addBlock(name);
    const w = to(item.halfWidth);
    const d = to(item.halfDepth);
    if (item.symbol === 'round') {
      block.addCircle(point3d(0, 0, 0), Math.max(w, d), { layerName: '0' });
    } else {
      block.addLWPolyline(
        [point2d(d, w), point2d(d, -w), point2d(-d, -w), point2d(-d, w)].map((point) => ({ point })),
        { flags: LWPolylineFlags.Closed, layerName: '0' },
      );
      // A chair's back, away from its facing.
      if (item.symbol === 'chair') block.addLine(point3d(-d, -w, 0), point3d(-d, w, 0), { layerName: '0' });
    }
    blocks.set(item.modelId, { name, halfWidth: item.halfWidth, halfDepth: item.halfDepth });
  }
  for (const item of sheet.items) {
    const block = blocks.get(item.modelId);
    if (!block) continue;
    const scale = (size: number, base: number) => (base > 0 ? size / base : 1);
    dxf.addInsert(block.name, point3d(to(item.x), to(item.y), 0), {
      layerName: 'FURNITURE',
      rotationAngle: item.rotation * DEGREES,
      scaleFactor: {
        x: scale(item.halfDepth, block.halfDepth),
        y: scale(item.halfWidth, block.halfWidth),
        z: 1,
      },
    });
  }

  for (const note of sheet.annotations) {
    const first = note.points[0];
    if (!first) continue;
    if (note.points.length === 1) dxf.addPoint(to(first.x), to(first.y), 0, { layerName: 'ANNOTATIONS' });
    else {
      dxf.addLWPolyline(
        note.points.map((p) => ({ point: xy(p) })),
        { flags: note.closed ? LWPolylineFlags.Closed : LWPolylineFlags.None, layerName: 'ANNOTATIONS' },
      );
    }
    if (note.label.trim() !== '') centredText({ x: first.x, y: first.y + TEXT_METERS }, note.label, 'TEXT');
  }

  for (const m of sheet.measurements) {
    dxf.addLine(point3d(to(m.from.x), to(m.from.y), 0), point3d(to(m.to.x), to(m.to.y), 0), {
      layerName: 'MEASUREMENTS',
    });
    let angle = Math.atan2(m.to.y - m.from.y, m.to.x - m.from.x);
    if (angle > Math.PI / 2) angle -= Math.PI;
    else if (angle <= -Math.PI / 2) angle += Math.PI;
    const length = formatLength(m.lengthMeters, m.lengthMeters, sheet.units);
    const above = { x: -Math.sin(angle) * TEXT_METERS, y: Math.cos(angle) * TEXT_METERS };
    centredText(
      { x: (m.from.x + m.to.x) / 2 + above.x, y: (m.from.y + m.to.y) / 2 + above.y },
      m.label.trim() === '' ? length : `${m.label}: ${length}`,
      'MEASUREMENTS',
      angle * DEGREES,
    );
  }
  return dxf.stringify();
}
