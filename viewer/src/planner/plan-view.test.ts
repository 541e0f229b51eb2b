/** The floor plan view's geometry: the long lens above the floor, what it shows, and its scale bar. */
import { describe, expect, it } from 'vitest';
import { sheetFrame } from '#venue/plan-sheet/sheet-frame.ts';
import { dot, normalize, sub } from '#venue/vec.ts';
import type { SceneFrame, Vec3 } from '../../protocol/index.ts';
import { floorExtent, planCamera, planCameraOver, scaleBar, visibleRect } from './plan-view.ts';

/** Y up, the floor at 0.5, two meters a scene unit. */
const frame: SceneFrame = { up: [0, 1, 0], floor: 0.5, metersPerUnit: 2, levelledBy: 'points' };

describe('the plan view', () => {
  it('looks straight down from far above, with the plan’s +y up the screen, and shows all of the rectangle', () => {
    const rect = { minX: -4, minY: -2, maxX: 6, maxY: 3 };
    const camera = planCamera(frame, rect, 2);
    expect(camera.fov).toBe(1);
    const look = normalize(sub(camera.target, camera.position));
    expect(dot(look, [0, -1, 0])).toBeCloseTo(1, 9);
    // Screen up is the plan's +y: the camera's up is the scene direction of a step along +y.
    const { toScene } = sheetFrame(frame);
    const stepY = normalize(sub(toScene({ x: 0, y: 1 }), toScene({ x: 0, y: 0 })));
    expect(dot(camera.up, stepY)).toBeCloseTo(1, 9);
    const shown = visibleRect(camera, frame, 800, 400);
    expect(shown.minX).toBeLessThan(-4);
    expect(shown.maxX).toBeGreaterThan(6);
    expect(shown.minY).toBeLessThan(-2);
    expect(shown.maxY).toBeGreaterThan(3);
    // Centred on the rectangle, and no wider than the margin needs.
    expect((shown.minX + shown.maxX) / 2).toBeCloseTo(1, 6);
    expect(shown.maxX - shown.minX).toBeLessThan(10 * 1.1);
  });

  it('is a plan to 1 %: a meter-high table top shows at the floor’s scale within 0.2 %', () => {
    const camera = planCamera(frame, { minX: -10, minY: -10, maxX: 10, maxY: 10 }, 1);
    const height = Math.hypot(...(sub(camera.position, camera.target) as [number, number, number])) * 2;
    // Perspective scale goes as 1 / distance: 1 m (half a unit) nearer than the floor.
    expect(height / (height - 0.5) - 1).toBeLessThan(0.002);
  });

  it('frames picked objects from above, with room round them', () => {
    const points: Vec3[] = [
      [1, 0.5, 1],
      [2, 0.5, 1],
    ];
    const camera = planCameraOver(frame, points, 1);
    expect(camera?.fov).toBe(1);
    const shown = visibleRect(
      camera ?? planCamera(frame, { minX: 0, minY: 0, maxX: 1, maxY: 1 }, 1),
      frame,
      100,
      100,
    );
    expect(shown.maxX - shown.minX).toBeGreaterThan(2 + 3);
    expect(planCameraOver(frame, [], 1)).toBeNull();
  });

  it('takes the floor’s extent from the splats, stray ones left out, a turned room’s corners kept', () => {
    const centers: number[] = [];
    // A 10 × 10 unit floor turned 30° (20 × 20 m), and one stray splat 100 units out.
    const turn = Math.PI / 6;
    for (let i = 0; i <= 40; i++)
      for (let j = 0; j <= 40; j++) {
        const a = i / 4;
        const b = j / 4;
        centers.push(a * Math.cos(turn) - b * Math.sin(turn), 0.5, a * Math.sin(turn) + b * Math.cos(turn));
      }
    centers.push(100, 0.5, 100);
    const rect = floorExtent(new Float32Array(centers), frame);
    const { toSheet } = sheetFrame(frame);
    const corners = [
      [0, 0],
      [10, 0],
      [0, 10],
      [10, 10],
    ].map(([a = 0, b = 0]) =>
      toSheet([a * Math.cos(turn) - b * Math.sin(turn), 0.5, a * Math.sin(turn) + b * Math.cos(turn)]),
    );
    for (const c of corners) {
      expect(c.x).toBeGreaterThanOrEqual(rect.minX);
      expect(c.x).toBeLessThanOrEqual(rect.maxX);
      expect(c.y).toBeGreaterThanOrEqual(rect.minY);
      expect(c.y).toBeLessThanOrEqual(rect.maxY);
    }
    expect(rect.maxX).toBeLessThan(60);
  });

  it('gives a round scale bar near the asked length, in meters or feet', () => {
    expect(scaleBar(0.01, 'meters')).toEqual({ pixels: 100, label: '1 m' });
    expect(scaleBar(0.05, 'meters', 120)).toEqual({ pixels: 100, label: '5 m' });
    const feet = scaleBar(0.01, 'feet');
    expect(feet.label).toBe('5 ft');
    expect(feet.pixels).toBeCloseTo((5 * 0.3048) / 0.01);
  });
});
