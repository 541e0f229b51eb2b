/**
 * Suggested capacities of a zone from its floor area and a layout density. The densities are the
 * industry's usual planning figures in square feet per guest (as in the Meeting Professionals
 * International and Cvent capacity charts, which give 10–12 ft² banquet, 8–10 ft² theatre, 18–20 ft²
 * classroom, 8–10 ft² cocktail reception, ~5 ft² standing crowd); the planner uses one value of each
 * range. They are suggestions: the user accepts or overrides them (capacity inputs stay integers ≥ 0).
 */
import { SQUARE_FEET_PER_SQUARE_METER } from './units.ts';

export const layouts = ['banquet', 'theatre', 'classroom', 'cocktail', 'standing'] as const;
export type Layout = (typeof layouts)[number];

/** Square feet of floor per guest. */
export const SQUARE_FEET_PER_GUEST: Record<Layout, number> = {
  banquet: 12,
  theatre: 10,
  classroom: 18,
  cocktail: 8,
  standing: 5,
};

/** Guests that fit `squareMeters` in one layout (whole guests, never negative). */
export function capacityFor(squareMeters: number, layout: Layout): number {
  if (!Number.isFinite(squareMeters) || squareMeters <= 0) return 0;
  // A hair of tolerance so 120 ft² / 12 is 10 even after the m² round trip.
  return Math.max(
    0,
    Math.floor((squareMeters * SQUARE_FEET_PER_SQUARE_METER) / SQUARE_FEET_PER_GUEST[layout] + 1e-9),
  );
}

export function suggestedCapacities(squareMeters: number): Record<Layout, number> {
  return Object.fromEntries(layouts.map((layout) => [layout, capacityFor(squareMeters, layout)])) as Record<
    Layout,
    number
  >;
}

/**
 * A zone's four capacity fields (segmentations module): seated as theatre (most) and banquet
 * (recommended), standing as a standing crowd (most) and a cocktail reception (recommended).
 */
export function suggestedZoneCapacity(squareMeters: number) {
  const c = suggestedCapacities(squareMeters);
  return {
    maxSeated: c.theatre,
    maxStanding: c.standing,
    recommendedSeated: c.banquet,
    recommendedStanding: c.cocktail,
  };
}

/** A capacity_zone annotation's capacity {seated, standing, cocktail}. */
export function suggestedAnnotationCapacity(squareMeters: number) {
  const c = suggestedCapacities(squareMeters);
  return { seated: c.banquet, standing: c.standing, cocktail: c.cocktail };
}
