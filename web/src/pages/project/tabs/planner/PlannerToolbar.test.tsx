// @vitest-environment happy-dom
/** The toolbar draws the action registry and the session: modes, the mode's tools, history, display. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlannerToolbar } from './PlannerToolbar.tsx';
import { renderWithPlanner } from './session/render-with-planner.tsx';

const renderToolbar = (state: Parameters<typeof renderWithPlanner>[1]) =>
  renderWithPlanner(<PlannerToolbar />, state);

const button = (name: string) => screen.getByRole('button', { name });

afterEach(cleanup);

describe('planner toolbar', () => {
  it('shows the six modes, the current one pressed, and a mode click changes it', () => {
    const t = renderToolbar({ mode: 'venue' });
    const modes = screen.getByRole('group', { name: 'Mode' });
    expect([...modes.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Venue',
      'Measure',
      'Annotate',
      'Draw',
      'Planning',
      'View',
    ]);
    expect(button('Venue').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Draw'));
    expect(t.session.get().mode).toBe('draw');
    expect(button('Draw').getAttribute('aria-pressed')).toBe('true');
    expect(t.sent).toContainEqual({ type: 'setMode', mode: 'draw' });
  });

  it('offers the tools the viewer described for this mode, disabling the one drawing now', () => {
    const t = renderToolbar({ mode: 'draw' });
    const tools = screen.getByRole('group', { name: 'Tool' });
    expect([...tools.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Point',
      'Line',
      'Polygon',
      'Box',
      'Capacity zone',
      'Rectangle zone',
    ]);
    fireEvent.click(button('Line'));
    expect(t.sent).toEqual([{ type: 'setTool', tool: 'line' }]);
    expect(button('Line').getAttribute('aria-pressed')).toBe('true');
    expect(t.session.get().message).toBe('Selected Line tool');
    act(() => t.session.update({ drawingTool: 'line' }));
    expect((button('Line') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Venue'));
    const venueTools = screen.getByRole('group', { name: 'Tool' });
    expect([...venueTools.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Level floor',
      'Set scale',
      'Auto-level',
    ]);
  });

  it('names Venue’s tools in words, each saying what to do, however narrow the toolbar', () => {
    // happy-dom measures nothing: the toolbar lays out compactly (icons only, but Venue's two tools in
    // words; Auto-level says itself in its tip).
    renderToolbar({ mode: 'venue' });
    const venueTools = screen.getByRole('group', { name: 'Tool' });
    expect([...venueTools.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Level floor',
      'Set scale',
      '',
    ]);
    expect(button('Auto-level').title).toBe('Auto-level: Fit the floor of the whole scene in one go');
    expect(button('Level floor').title).toBe('Level floor: Click three points on the floor');
    expect(button('Set scale').title).toBe('Set scale: Click two points a known distance apart');
    fireEvent.click(button('Draw'));
    expect(button('Line').textContent).toBe('');
  });

  it('auto-levels the scene in one click, and says so', () => {
    const t = renderToolbar({ mode: 'venue' });
    fireEvent.click(button('Auto-level'));
    expect(t.sent).toEqual([{ type: 'levelScene' }]);
    expect(t.session.get().message).toBe('Levelling the floor…');
    fireEvent.click(button('Draw'));
    expect(screen.queryByRole('button', { name: 'Auto-level' })).toBeNull();
  });

  it('has no tools before the viewer describes them', () => {
    renderToolbar({ mode: 'draw', tools: [] });
    expect(screen.queryByRole('group', { name: 'Tool' })).toBeNull();
  });

  it('enables undo and redo as the viewer’s history allows', () => {
    const t = renderToolbar({ mode: 'venue' });
    expect((button('Undo') as HTMLButtonElement).disabled).toBe(true);
    act(() => t.session.update({ canUndo: true }));
    fireEvent.click(button('Undo'));
    expect(t.sent).toEqual([{ type: 'undo' }]);
    expect((button('Redo') as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes units and the overview for the viewer and the next visit', () => {
    const t = renderToolbar({ mode: 'venue' });
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: 'feet' } });
    expect(t.session.get().units).toBe('feet');
    expect(t.sent).toContainEqual({ type: 'setMeasurementUnits', units: 'feet' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overview' }));
    expect(t.session.get().overview).toBe(true);
    fireEvent.change(screen.getByLabelText('Height in meters'), { target: { value: '12.3' } });
    expect(t.session.get().overviewHeight).toBe(12.5);
    expect(t.sent.at(-1)).toEqual({ type: 'setOverviewMode', args: [true, { axis: 'y', offset: 12.5 }] });
    expect(JSON.parse(t.storage.getItem('atrium.planner-settings.p1') ?? '{}')).toMatchObject({
      units: 'feet',
      overview: true,
      overviewHeight: 12.5,
    });
  });

  it('in a read-only plan, leaves only what looking needs enabled', () => {
    renderToolbar({ mode: 'venue', readOnly: true, canUndo: true });
    expect((button('Draw') as HTMLButtonElement).disabled).toBe(true);
    expect((button('View') as HTMLButtonElement).disabled).toBe(false);
    expect((button('Undo') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Level floor') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Auto-level') as HTMLButtonElement).disabled).toBe(true);
  });
});
