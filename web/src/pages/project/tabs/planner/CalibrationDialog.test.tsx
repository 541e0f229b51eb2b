// @vitest-environment happy-dom
/** 'Set scale': the picked line's true length, the scale it gives, and a clear word for a bad length. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CalibrationDialog, LENGTH_REQUIRED, scaleOf } from './CalibrationDialog.tsx';
import { renderWithPlanner } from './session/render-with-planner.tsx';

afterEach(cleanup);

function open(units: 'meters' | 'feet' = 'meters') {
  const t = renderWithPlanner(<CalibrationDialog />, { units });
  const points: [[number, number, number], [number, number, number]] = [
    [0, 0, 0],
    [2.5, 0, 0],
  ];
  act(() => t.session.update({ calibration: { points, sceneDistance: 2.5 } }));
  return { ...t, points };
}

describe('the calibration dialog', () => {
  it('reads a length as the scale it gives', () => {
    expect(scaleOf('10', 'meters', 2.5)).toBe(4);
    expect(scaleOf('1,5', 'meters', 1)).toBe(1.5);
    expect(scaleOf('10', 'feet', 1)).toBeCloseTo(3.048);
    for (const bad of ['', '0', '-2', 'ten']) expect(scaleOf(bad, 'meters', 2.5)).toBeNull();
  });

  it('shows the line’s length and the scale as the user types, then sets it', () => {
    const t = open();
    const dialog = screen.getByRole('dialog', { name: 'Set scale' });
    expect(dialog.textContent).toContain('The line you picked is 2.50 scene units long.');
    fireEvent.change(screen.getByLabelText('Real length (m)'), { target: { value: '0.925' } });
    expect(screen.getByTestId('calibration-scale').textContent).toBe('1 scene unit = 0.37 m');
    fireEvent.click(screen.getByRole('button', { name: 'Set scale' }));
    expect(t.sent).toEqual([
      { type: 'calibrateScale', realDistance: 0.925, units: 'meters', points: t.points },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a length that is not one, and sends nothing', () => {
    const t = open('feet');
    fireEvent.change(screen.getByLabelText('Real length (ft)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set scale' }));
    expect(screen.getByRole('alert').textContent).toBe(LENGTH_REQUIRED);
    expect(t.sent).toEqual([]);
  });

  it('cancels: nothing is sent and the status says so', () => {
    const t = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(t.sent).toEqual([]);
    expect(t.session.get()).toMatchObject({ calibration: null, message: 'Calibration cancelled' });
  });
});
