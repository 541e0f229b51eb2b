/**
 * The floor plan as a sheet to print or hand to CAD (issue #27): everything drawn in the plan view,
 * flattened to the levelled floor in meters. `x` runs along the floor's u axis and `y` along its v axis
 * (`floorBasis` in frame.ts), so the exports' coordinates are the plan's floor frame. The viewer builds
 * it from the scene; the exporters (PDF, PNG, DXF) read nothing else.
 */
import type { MeasurementUnits } from '#protocol/index.ts';
import type { P2 } from '../layout/layout-types.ts';

export type { P2 };

/** A capacity zone: its outline, its name and what it holds. */
export interface SheetZone {
  id: string;
  name: string;
  outline: P2[];
  areaSquareMeters: number;
  capacity: { seated: number; standing: number; cocktail: number };
  /** Seats placed inside it (chairs and the seats of table sets). */
  seatsPlaced: number;
}

/** How a model is drawn on the plan: a circle (round table), a chair, or a rectangle. */
export type PlanSymbol = 'round' | 'chair' | 'rectangle';

/** One placed model: its centre, its turn about up (radians, counter-clockwise from +x) and its footprint. */
export interface SheetItem {
  id: string;
  modelId: string;
  name: string;
  symbol: PlanSymbol;
  x: number;
  y: number;
  rotation: number;
  /** Half the footprint across (the model's own x) and along (its own z), in meters. */
  halfWidth: number;
  halfDepth: number;
}

/** An annotation other than a zone or a measurement: a point, a line, an outline or a box's footprint. */
export interface SheetAnnotation {
  id: string;
  label: string;
  points: P2[];
  closed: boolean;
}

/** A measurement, drawn as a dimension line with its length. */
export interface SheetMeasurement {
  id: string;
  label: string;
  from: P2;
  to: P2;
  lengthMeters: number;
}

/** The scan seen from straight above, as an image covering `rect` of the floor (meters). */
export interface SheetBackground {
  /** PNG or JPEG bytes. */
  image: Uint8Array;
  format: 'png' | 'jpeg';
  rect: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface PlanSheet {
  units: MeasurementUnits;
  /** What the plan shows: the scan's floor extent and everything drawn, in meters. */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  zones: SheetZone[];
  items: SheetItem[];
  annotations: SheetAnnotation[];
  measurements: SheetMeasurement[];
  background: SheetBackground | null;
}

/** The title block's lines (issue #27): who and what the plan is for. */
export interface TitleBlock {
  projectName: string;
  /** The venue property's name and address, or '' when the project names none. */
  venue: string;
  /** 'October 16, 2027', or '' when the project has no event date. */
  eventDate: string;
  plannerName: string;
  /** 'November 27, 2026': the day the sheet was made. */
  revisionDate: string;
}

/** The event summary's figures, for the PDF's second page. */
export interface SheetSummary {
  rows: Array<{
    name: string;
    vendor: string;
    count: number;
    unitPrice: number;
    cost: number;
    setupMinutes: number;
  }>;
  totalItems: number;
  totalCost: number;
  totalSetupMinutes: number;
}
