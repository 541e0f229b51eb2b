// @vitest-environment happy-dom
/** The right panel: what is selected, by name; a capacity above what the floor area suggests is flagged. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultFillLayout, type Vec3 } from '#protocol/index.ts';
import type { Segmentation, VenueCore } from '#venue/documents.ts';
import { zoneArea } from '#venue/zone-area.ts';
import type { SegmentationChange } from '../../../../venue-data/venue-bridge.ts';
import { aboveSuggestion, PropertiesPanel, SCALE_INVALID } from './PropertiesPanel.tsx';
import { renderWithPlanner } from './session/render-with-planner.tsx';

afterEach(cleanup);

/** Points on the floor (y = 0), from x and z. */
const onFloor = (...xz: [number, number][]) => xz.map(([x, z]) => ({ x, y: 0, z }));

const zone: Segmentation = {
  id: 'z1',
  name: 'Dance floor',
  properties: { capacity: { maxSeated: 0, maxStanding: 0, recommendedSeated: 0, recommendedStanding: 0 } },
};

function renderPanel(props: Partial<Parameters<typeof PropertiesPanel>[0]>) {
  return renderWithPlanner(
    <PropertiesPanel
      selectedNames={[]}
      annotation={undefined}
      zone={undefined}
      zoneArea={undefined}
      placedElement={undefined}
      zoneSeats={0}
      units="meters"
      metersPerUnit={null}
      imageScope={{ projectId: 'p1', sceneId: 's1', username: 'u' }}
      onSaveAnnotation={async () => {}}
      onSaveZone={async () => {}}
      {...props}
    />,
  );
}

const seat = { modelId: 'chair', modelUrl: '/chair.glb', scale: 1, width: 0.45, depth: 0.47 };
const row = {
  kind: 'row' as const,
  seat,
  start: [0, 0, 0] as Vec3,
  end: [6, 0, 0] as Vec3,
  gap: 0.15,
  flip: false,
  bend: 0,
};

describe('the right panel', () => {
  it('shows a selected group’s counts and parameters, re-makes it when one is committed, and refuses a bad one', () => {
    const t = renderPanel({
      selectedNames: ['Chair', 'Chair'],
      layoutGroup: { groupId: 'g1', layout: row, memberIds: ['a', 'b'], seats: 10, tables: 0 },
      placedIds: ['a', 'b'],
    });
    const group = screen.getByRole('region', { name: 'Selected group' });
    expect(within(group).getByRole('heading').textContent).toBe('Chair row');
    expect(within(group).getByTestId('group-counts').textContent).toBe('10 chairs');
    const gap = within(group).getByLabelText('Gap (m)') as HTMLInputElement;
    fireEvent.change(gap, { target: { value: '-1' } });
    fireEvent.blur(gap);
    expect(within(group).getByRole('alert').textContent).toBe('Enter a number from 0 to 5');
    expect(t.sent).toEqual([]);
    fireEvent.change(gap, { target: { value: '0,3' } });
    fireEvent.keyDown(gap, { key: 'Enter' });
    expect(t.sent).toEqual([{ type: 'placeLayout', groupId: 'g1', layout: { ...row, gap: 0.3 } }]);
    fireEvent.click(within(group).getByRole('button', { name: 'Flip' }));
    expect(t.sent.at(-1)).toEqual({ type: 'placeLayout', groupId: 'g1', layout: { ...row, flip: true } });
    fireEvent.click(within(group).getByRole('button', { name: 'Ungroup' }));
    expect(t.sent.at(-1)).toEqual({ type: 'ungroupLayout', groupId: 'g1' });
    // Two models can be aligned; distributing takes three.
    const arrange = screen.getByRole('region', { name: 'Arrange' });
    fireEvent.click(within(arrange).getByRole('button', { name: 'Left' }));
    expect(t.sent.at(-1)).toEqual({
      type: 'arrangePlacedItems',
      instanceIds: ['a', 'b'],
      arrangement: 'left',
    });
    expect(
      (within(arrange).getByRole('button', { name: 'Horizontally' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers a zone without a fill a style and Fill, and shows a filled zone’s seats and its Detach', () => {
    const t = renderPanel({ zone, zoneArea: { squareMeters: 100, text: '100.00 m²' } });
    fireEvent.change(screen.getByLabelText('Fill style'), { target: { value: 'theatre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    // No seating model known yet: the status line says so and nothing is sent.
    expect(t.sent).toEqual([]);
    expect(t.session.get().message).toBe('No seating model to fill the zone with');
    t.controller.setLayoutModels({ seat, roundTable: null, longTable: null });
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect(t.sent.at(-1)).toMatchObject({
      type: 'placeLayout',
      layout: { kind: 'fill', zoneId: 'z1', style: 'theatre', seat },
    });
    cleanup();
    const fill = defaultFillLayout('z1', 'banquet', { seat, roundTable: null, longTable: null }) ?? undefined;
    renderPanel({
      zone,
      zoneArea: { squareMeters: 100, text: '100.00 m²' },
      zoneSeats: 120,
      zoneFill: { groupId: 'f1', layout: fill, memberIds: [], seats: 120, tables: 12 },
    });
    expect(screen.getByTestId('zone-fill-seats').textContent).toBe('Seats in its fill120');
    expect((screen.getByLabelText('Style') as HTMLSelectElement).value).toBe('banquet');
    expect(screen.getByRole('button', { name: 'Detach' })).toBeTruthy();
  });

  it('selects every model of the selected one’s model', () => {
    const t = renderPanel({
      selectedNames: ['Chair'],
      placedElement: { id: 'a', name: 'Chair', modelId: 'chair' },
      sameModelIds: ['a', 'b', 'c'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Select same model' }));
    expect(t.sent).toEqual([{ type: 'selectObjects', objectIds: ['a', 'b', 'c'] }]);
  });

  it('names what is selected: "1 object selected", not a raw id', () => {
    renderPanel({ selectedNames: ['Chair'] });
    expect(screen.getByText('1 object selected')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Selected objects' }).textContent).toBe('Chair');
    cleanup();
    renderPanel({ selectedNames: ['Chair', 'Bar'] });
    expect(screen.getByText('2 objects selected')).toBeTruthy();
  });

  it('warns beside a capacity typed above what the zone’s floor area suggests', () => {
    // 100 m² seats 107 in theatre rows (10 ft² a guest).
    renderPanel({ zone, zoneArea: { squareMeters: 100, text: '100.00 m²' } });
    const maxSeated = screen.getByLabelText('Max seated');
    fireEvent.change(maxSeated, { target: { value: '100' } });
    expect(screen.queryByText(aboveSuggestion(107))).toBeNull();
    fireEvent.change(maxSeated, { target: { value: '150' } });
    expect(screen.getByText(aboveSuggestion(107))).toBeTruthy();
    expect(maxSeated.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows the scene’s scale with nothing selected, and sets a typed one in the viewer', () => {
    const t = renderPanel({ metersPerUnit: 0.37 });
    const scene = screen.getByRole('region', { name: 'Scene' });
    expect(screen.getByTestId('scene-scale').textContent).toBe('1 scene unit = 0.37 m');
    const input = screen.getByLabelText('Scale (m per scene unit)') as HTMLInputElement;
    expect(input.value).toBe('0.37');
    fireEvent.change(input, { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByRole('alert').textContent).toBe(SCALE_INVALID);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(t.sent).toEqual([]);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe(SCALE_INVALID);
    fireEvent.change(input, { target: { value: '0,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(t.sent).toEqual([{ type: 'setScale', metersPerUnit: 0.5 }]);
    expect(t.session.get().message).toBe('Scale set: 1 scene unit = 0.50 m');
    expect(scene).toBeTruthy();
  });

  it('takes the scale in feet when the units are feet, and says when there is none yet', () => {
    const t = renderPanel({ metersPerUnit: null, units: 'feet' });
    expect(screen.getByTestId('scene-scale').textContent).toBe('Scale not set');
    fireEvent.change(screen.getByLabelText('Scale (ft per scene unit)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(t.sent).toEqual([{ type: 'setScale', metersPerUnit: 0.3048 }]);
  });

  it('says nothing of suggestions before the scene has a scale', () => {
    renderPanel({ zone, zoneArea: { squareMeters: null, text: '5.00 units² (uncalibrated)' } });
    fireEvent.change(screen.getByLabelText('Max seated'), { target: { value: '500' } });
    expect(screen.queryByText(/this floor area suggests/)).toBeNull();
  });

  it('shows a rectangle zone’s width, depth and rotation, and reshapes it about its centre when one is typed', async () => {
    // 20 × 16 units at 0.5 m per unit: a 10 m × 8 m rectangle centred on (10, 0, 8).
    const sceneFrame: VenueCore['sceneFrame'] = {
      up: { x: 0, y: 1, z: 0 },
      floor: 0,
      metersPerUnit: 0.5,
      levelledBy: 'fit',
    };
    const rectangle: Segmentation = {
      ...zone,
      geometry: {
        boundary: onFloor([0, 0], [20, 0], [20, 16], [0, 16]),
      },
    };
    const saved: SegmentationChange[][] = [];
    renderPanel({
      zone: rectangle,
      zoneArea: zoneArea(rectangle, sceneFrame, 'meters'),
      sceneFrame,
      onSaveZone: async (_id, changes) => void saved.push(changes),
    });
    expect(screen.getByText('80.00 m²')).toBeTruthy();
    expect((screen.getByLabelText('Width (m)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Depth (m)') as HTMLInputElement).value).toBe('8');
    expect((screen.getByLabelText('Rotation (°)') as HTMLInputElement).value).toBe('0');
    fireEvent.change(screen.getByLabelText('Width (m)'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Rotation (°)'), { target: { value: '90' } });
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 2000 });
    const [change] = saved[0] ?? [];
    const boundary = change && 'geometry' in change ? change.geometry.boundary : [];
    const reshaped = { ...rectangle, geometry: { boundary } };
    expect(zoneArea(reshaped, sceneFrame, 'meters').text).toBe('32.00 m²');
    // Turned a quarter: its 4 m width (8 units) now runs along z, about the same centre.
    const xs = boundary.map((p) => p.x ?? 0);
    const zs = boundary.map((p) => p.z ?? 0);
    expect(Math.min(...xs)).toBeCloseTo(2, 9);
    expect(Math.max(...xs)).toBeCloseTo(18, 9);
    expect(Math.min(...zs)).toBeCloseTo(4, 9);
    expect(Math.max(...zs)).toBeCloseTo(12, 9);
  });

  it('offers no width and depth for a zone that is not a rectangle', () => {
    const triangle: Segmentation = {
      ...zone,
      geometry: {
        boundary: onFloor([0, 0], [4, 0], [0, 3]),
      },
    };
    renderPanel({ zone: triangle, zoneArea: { squareMeters: 6, text: '6.00 m²' } });
    expect(screen.queryByLabelText(/Width/)).toBeNull();
  });
});
