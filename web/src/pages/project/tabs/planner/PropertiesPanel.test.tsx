// @vitest-environment happy-dom
/** The right panel: what is selected, by name; a capacity above what the floor area suggests is flagged. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Segmentation } from '#venue/documents.ts';
import { aboveSuggestion, PropertiesPanel, SCALE_INVALID } from './PropertiesPanel.tsx';
import { renderWithPlanner } from './session/render-with-planner.tsx';

afterEach(cleanup);

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

describe('the right panel', () => {
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
});
