/**
 * How the planner page's components reach its session, controller and actions without passing them
 * down: one context, and `useSessionValue` to read a slice of the session (tldraw's `useValue`): a
 * component re-renders only when what its selector returns changes.
 */
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { VenueBridge } from '../../../../../venue-data/venue-bridge.ts';
import type { PlannerAction } from '../actions/planner-actions.ts';
import type { PlannerController } from './planner-controller.ts';
import type { PlannerSession, PlannerSessionState } from './planner-session.ts';

export interface Planner {
  controller: PlannerController;
  actions: readonly PlannerAction[];
  /** The scene's venue data, once loaded (the plan's exports read it). */
  bridge?: VenueBridge;
}

const PlannerContext = createContext<Planner | null>(null);

export function PlannerProvider({ planner, children }: { planner: Planner; children: ReactNode }) {
  return <PlannerContext.Provider value={planner}>{children}</PlannerContext.Provider>;
}

export function usePlanner(): Planner {
  const planner = useContext(PlannerContext);
  if (!planner) throw new Error('usePlanner is used outside the planner page');
  return planner;
}

/**
 * A slice of a session; the selector must return a stored value or a primitive, not a new object
 * (a new object on every read would never settle).
 */
export function useSession<T>(session: PlannerSession, select: (state: PlannerSessionState) => T): T {
  return useSyncExternalStore(session.subscribe, () => select(session.get()));
}

/** A slice of the page's session (inside the planner page). */
export function useSessionValue<T>(select: (state: PlannerSessionState) => T): T {
  return useSession(usePlanner().controller.session, select);
}
