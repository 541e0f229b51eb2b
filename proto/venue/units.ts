/**
 * Units and their display: lengths in meters with two decimals or in feet and inches to the half inch,
 * as a planner reads a plan (issue #27: '9' 2½"'); areas in m² or ft² with two decimals (venue-planner
 * §4); and the uncalibrated wording used until a scene has a scale.
 */
import type { MeasurementUnits } from '#protocol/index.ts';

export const METERS_PER_FOOT = 0.3048;
export const SQUARE_FEET_PER_SQUARE_METER = 1 / METERS_PER_FOOT ** 2;

export const metersTo = (meters: number, units: MeasurementUnits) =>
  units === 'feet' ? meters / METERS_PER_FOOT : meters;

export const toMetersFrom = (value: number, units: MeasurementUnits) =>
  units === 'feet' ? value * METERS_PER_FOOT : value;

const squareMetersTo = (squareMeters: number, units: MeasurementUnits) =>
  units === 'feet' ? squareMeters * SQUARE_FEET_PER_SQUARE_METER : squareMeters;

const HALF_INCHES_PER_FOOT = 24;

/**
 * A length in feet and inches to the nearest half inch: 2.8067 m is 9' 2½". A length that rounds to
 * 12 inches carries to the next foot (9' 11¾" is 10' 0"); a negative one reads as 0' 0".
 */
export function formatFeetInches(meters: number): string {
  const halfInches = Math.round((Math.max(0, meters) / METERS_PER_FOOT) * HALF_INCHES_PER_FOOT);
  const feet = Math.floor(halfInches / HALF_INCHES_PER_FOOT);
  const rest = halfInches - feet * HALF_INCHES_PER_FOOT;
  return `${feet}' ${Math.floor(rest / 2)}${rest % 2 === 1 ? '½' : ''}"`;
}

/** '3.05 m' / '10' 0"'; without a scale, the scene's own units and '(uncalibrated)'. */
export function formatLength(meters: number | null, sceneLength: number, units: MeasurementUnits): string {
  if (meters === null) return `${sceneLength.toFixed(2)} units (uncalibrated)`;
  return units === 'feet' ? formatFeetInches(meters) : `${meters.toFixed(2)} m`;
}

/** '12.50 m²' / '134.55 ft²'; without a scale, '… units² (uncalibrated)'. */
export function formatArea(squareMeters: number | null, sceneArea: number, units: MeasurementUnits): string {
  if (squareMeters === null) return `${sceneArea.toFixed(2)} units² (uncalibrated)`;
  return units === 'feet'
    ? `${squareMetersTo(squareMeters, 'feet').toFixed(2)} ft²`
    : `${squareMeters.toFixed(2)} m²`;
}

/** A scene's scale as the planner shows it: '1 scene unit = 0.37 m' / '1 scene unit = 1' 2½"'. */
export const formatScale = (metersPerUnit: number, units: MeasurementUnits) =>
  `1 scene unit = ${formatLength(metersPerUnit, 1, units)}`;
