import type { LucideIcon } from 'lucide-react';
import type { Params } from 'react-router';

export interface NavLinkItem {
  label: string;
  to: string;
  icon: LucideIcon;
  active: boolean;
}

/** A titled group of links (e.g. "3D Tour" with its two tabs). */
export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export interface SidePanelNav {
  entries: (NavLinkItem | NavGroup)[];
  /** The bottom button that returns to a list of the dashboard. */
  back?: { label: string; to: string };
}

interface NavContext {
  params: Params;
  pathname: string;
  searchParams: URLSearchParams;
}

export type SidePanelBuilder = (context: NavContext) => SidePanelNav;

/** What a route may declare in its `handle` for the common layout. */
export interface RouteHandle {
  sidePanel?: SidePanelBuilder;
}

export function isNavGroup(entry: NavLinkItem | NavGroup): entry is NavGroup {
  return 'items' in entry;
}

/** The link maker of a record's tabs: each tab to `pathOf(tab)`, active on that page and the pages below it. */
export function tabLinks<Tab extends string>(
  tabs: Record<Tab, { label: string; icon: LucideIcon }>,
  pathOf: (tab: Tab) => string,
  pathname: string,
) {
  return (tab: Tab): NavLinkItem => {
    const to = pathOf(tab);
    return { ...tabs[tab], to, active: pathname === to || pathname.startsWith(`${to}/`) };
  };
}

export const propertyListPath = '/?view=properties';
export const projectListPath = '/?view=projects';
