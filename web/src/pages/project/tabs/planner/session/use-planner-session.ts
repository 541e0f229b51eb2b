/**
 * The planner page's session for one scene, made once per workspace: the session store, the
 * controller that drives the viewer, the plan's push into the viewer, and the action registry (again
 * when the viewer describes its tools); the page's keys run the registry.
 */
import { useEffect, useMemo, useState } from 'react';
import type { VenueData } from '../../../../../venue-data/app-client.ts';
import { actionForKey } from '../actions/keyboard.ts';
import { plannerActions } from '../actions/planner-actions.ts';
import { isTypingTarget, type KeyInput } from '../planner-model.ts';
import { PlanPush } from './plan-push.ts';
import { PlannerController } from './planner-controller.ts';
import { PlannerSession } from './planner-session.ts';

/** Up to this screen width the right panel starts closed (spec §2). */
const WIDE_SCREEN_PX = 1024;

export function usePlannerSession(options: {
  projectId: string;
  /** The scene file's storage key. */
  sceneFile: string;
  data: VenueData | null;
  focusSearch(): void;
  /** Why the plan cannot be changed here (the caller's role), or null when it can. */
  readOnlyReason: string | null;
}) {
  const { projectId, data } = options;
  const [made] = useState(() => {
    const session = new PlannerSession(projectId, {
      wideScreen: window.innerWidth > WIDE_SCREEN_PX,
      sceneFile: options.sceneFile,
    });
    if (options.readOnlyReason) session.update({ readOnly: true });
    const controller = new PlannerController(session);
    const push = new PlanPush(
      (command) => controller.send(command),
      (units) => controller.showUnits(units),
    );
    return { session, controller, push };
  });
  const { session, controller, push } = made;
  useEffect(() => push.setData(data), [push, data]);
  // A read-only plan refuses every local write, whichever path it takes, with the role's reason.
  const { readOnlyReason } = options;
  useEffect(() => {
    data?.store.refuseLocalWrites(readOnlyReason);
    if (readOnlyReason) session.say(readOnlyReason);
  }, [data, readOnlyReason, session]);
  // The units a user chooses are the plan's: kept in venue_core, synced to every device. A read-only
  // member's choice stays on their screen.
  useEffect(
    () =>
      controller.onUnitsChosen((units) => {
        if (!readOnlyReason) void data?.bridge.saveUnits(units);
      }),
    [controller, data, readOnlyReason],
  );
  useEffect(() => () => push.dispose(), [push]);

  const tools = useSyncTools(session);
  const { focusSearch } = options;
  const actions = useMemo(
    () =>
      plannerActions(tools, {
        controller,
        viewpoints: () => data?.bridge.fetchViewpoints() ?? [],
        focusSearch,
        openSummary: () => session.update({ summaryOpen: true }),
        placedItemIds: () =>
          (data?.bridge.getPlanningElements() ?? []).flatMap((e) => (e.modelId && e.id ? [e.id] : [])),
      }),
    [tools, controller, data, focusSearch, session],
  );

  /** Runs the action of a key; true when one ran. */
  const runKey = useMemo(
    () =>
      (input: KeyInput, typing = false, preventDefault?: () => void): boolean => {
        const action = actionForKey(actions, session.get(), input, typing);
        if (!action) return false;
        if (action.preventDefault) preventDefault?.();
        action.onSelect('kbd');
        return true;
      },
    [actions, session],
  );

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!e.repeat) runKey(e, isTypingTarget(e.target), () => e.preventDefault());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [runKey]);

  return { session, controller, push, actions, runKey };
}

/** The viewer's tool descriptions as React state (the registry is rebuilt when they arrive). */
function useSyncTools(session: PlannerSession) {
  const [tools, setTools] = useState(session.get().tools);
  useEffect(() => session.subscribe(() => setTools(session.get().tools)), [session]);
  return tools;
}
