/** Renders a piece of the planner page, for component tests, inside a planner session of its own. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PlannerProvider } from './planner-context.tsx';
import type { PlannerSessionState } from './planner-session.ts';
import { plannerForTest } from './session-test-kit.ts';

/** The session starts as `state` says; the viewer is ready and nothing has been sent to it yet. */
export function renderWithPlanner(ui: ReactElement, state: Partial<PlannerSessionState> = {}) {
  const t = plannerForTest(state);
  t.controller.attach(t.viewer);
  t.sent.length = 0;
  render(<PlannerProvider planner={{ controller: t.controller, actions: t.actions }}>{ui}</PlannerProvider>);
  return t;
}
