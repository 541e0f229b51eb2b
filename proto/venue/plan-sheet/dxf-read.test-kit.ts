/**
 * Reads a DXF back for a check, test-only, through dxf-parser: its units, its layers and its entities
 * sorted by type. The unit tests check the plan sheet's DXF with it, and an end-to-end test can check a
 * DXF downloaded from the app the same way.
 */
import DxfParser, {
  type IBlock,
  type IEntity,
  type IInsertEntity,
  type ILineEntity,
  type ILwpolylineEntity,
  type ITextEntity,
} from 'dxf-parser';

export interface ReadDxf {
  /** $INSUNITS: 6 meters, 2 feet. */
  units: number | undefined;
  layers: string[];
  blocks: Record<string, IBlock>;
  entities: IEntity[];
  polylines: ILwpolylineEntity[];
  inserts: IInsertEntity[];
  lines: ILineEntity[];
  texts: ITextEntity[];
}

export function readDxf(text: string): ReadDxf {
  const dxf = new DxfParser().parseSync(text);
  if (!dxf) throw new Error('Not a DXF');
  const units = dxf.header.$INSUNITS;
  const of = <T extends IEntity>(type: string) => dxf.entities.filter((e) => e.type === type) as T[];
  return {
    units: typeof units === 'number' ? units : undefined,
    layers: Object.keys(dxf.tables.layer.layers),
    blocks: dxf.blocks,
    entities: dxf.entities,
    polylines: of<ILwpolylineEntity>('LWPOLYLINE'),
    inserts: of<IInsertEntity>('INSERT'),
    lines: of<ILineEntity>('LINE'),
    texts: of<ITextEntity>('TEXT'),
  };
}
