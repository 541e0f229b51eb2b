/**
 * A zone's floor area and the capacities the right panel suggests for it (issue 13 "Beyond the spec";
 * densities and their source in docs/venue-planner.md "Capacity"). The geometry and the densities are
 * the viewer planner's own pure modules, so the page and the viewer's labels always agree.
 */
import type { MeasurementUnits, Vec3 } from '#protocol/index.ts';
import {
  type Layout,
  layouts,
  SQUARE_FEET_PER_GUEST,
  suggestedCapacities,
  suggestedZoneCapacity,
} from './capacity.ts';
import type { Segmentation, VenueCore } from './documents.ts';
import { type SceneFrame, toSquareMeters } from './frame.ts';
import { floorArea } from './geometry.ts';
import { viewerFrame } from './stored-frame.ts';
import { formatArea, METERS_PER_FOOT } from './units.ts';

const LAYOUT_LABEL: Record<Layout, string> = {
  banquet: 'Banquet',
  theatre: 'Theatre',
  classroom: 'Classroom',
  cocktail: 'Cocktail',
  standing: 'Standing',
};

/** The capacity field a layout's "Use" fills: seated layouts the most seated, the others the most standing. */
const LAYOUT_FIELD: Record<Layout, 'maxSeated' | 'maxStanding'> = {
  banquet: 'maxSeated',
  theatre: 'maxSeated',
  classroom: 'maxSeated',
  cocktail: 'maxStanding',
  standing: 'maxStanding',
};

export interface ZoneArea {
  /** Null until the scene is calibrated. */
  squareMeters: number | null;
  /** '111.48 m²', '1200.00 ft²' or '5.53 units² (uncalibrated)'. */
  text: string;
}

/** The viewer's frame of the stored one; without one, Y is up and unscaled. */
export const storedFrameOrDefault = (stored: VenueCore['sceneFrame'] | undefined): SceneFrame =>
  viewerFrame(stored ?? undefined) ?? { up: [0, 1, 0], floor: 0, metersPerUnit: null, levelledBy: 'default' };

/** A zone's boundary as scene points. */
export const zoneBoundary = (zone: Segmentation): Vec3[] =>
  (zone.geometry?.boundary ?? []).map((p) => [p.x ?? 0, p.y ?? 0, p.z ?? 0] as Vec3);

/** The zone's footprint on the floor, in the chosen units; without a stored frame, Y is up and unscaled. */
export function zoneArea(
  zone: Segmentation,
  stored: VenueCore['sceneFrame'] | undefined,
  units: MeasurementUnits,
): ZoneArea {
  const frame = storedFrameOrDefault(stored);
  const boundary = zoneBoundary(zone);
  const sceneArea = floorArea(frame, boundary);
  const squareMeters = toSquareMeters(frame, sceneArea);
  return { squareMeters, text: formatArea(squareMeters, sceneArea, units) };
}

export interface CapacitySuggestion {
  layout: Layout;
  label: string;
  /** Floor per guest in the chosen units ('10 ft²', '0.93 m²'). */
  perGuest: string;
  guests: number;
  field: 'maxSeated' | 'maxStanding';
}

export function capacitySuggestions(squareMeters: number, units: MeasurementUnits): CapacitySuggestion[] {
  const guests = suggestedCapacities(squareMeters);
  return layouts.map((layout) => {
    const squareFeet = SQUARE_FEET_PER_GUEST[layout];
    const perGuest =
      units === 'feet' ? `${squareFeet} ft²` : `${(squareFeet * METERS_PER_FOOT ** 2).toFixed(2)} m²`;
    return {
      layout,
      label: LAYOUT_LABEL[layout],
      perGuest,
      guests: guests[layout],
      field: LAYOUT_FIELD[layout],
    };
  });
}

/** All four capacity fields at once (the viewer fills a newly drawn zone the same way). */
export const acceptedCapacity = (squareMeters: number) => suggestedZoneCapacity(squareMeters);
