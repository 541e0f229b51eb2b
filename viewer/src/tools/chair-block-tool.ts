/**
 * The Chair block tool (issue #26): click the middle of the front row, then the stage it faces. It places
 * a theatre block (10 rows of 20 with a centre aisle, by default), which the right panel then edits as one
 * block: rows, columns, row spacing, seat gap and aisles.
 */
import { centreAisle, DEFAULT_AISLE_WIDTH_M, DEFAULT_ROW_SPACING_M } from '#venue/layout/chair-block.ts';
import { DEFAULT_SEAT_GAP_M } from '#venue/layout/chair-row.ts';
import type { LayoutModel, LayoutSpec, Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';
import { seatLayout } from './seat-layout.ts';

const ROWS = 10;
const COLUMNS = 20;

/** The block from its front row's middle towards the stage (or the cursor, for the ghost). */
function blockOf(points: Vec3[], seat: LayoutModel): LayoutSpec {
  const [front, facingPoint] = points as [Vec3, Vec3];
  return {
    kind: 'block',
    seat,
    front,
    facingPoint,
    rows: ROWS,
    columns: COLUMNS,
    rowSpacing: DEFAULT_ROW_SPACING_M,
    seatGap: DEFAULT_SEAT_GAP_M,
    aisleEvery: centreAisle(COLUMNS),
    aisleWidth: DEFAULT_AISLE_WIDTH_M,
  };
}

export const chairBlockTool: Tool = {
  description: {
    name: 'chairBlock',
    label: 'Chair block',
    group: 'Layout',
    icon: 'grid-3x3',
    hint: 'Click the middle of the front row, then the stage it faces',
    modes: ['planning'],
  },
  order: 210,
  minPoints: 2,
  maxPoints: 2,
  closes: false,
  onFloor: true,
  ...seatLayout(blockOf),
};
