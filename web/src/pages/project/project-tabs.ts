import { Files, Info, LayoutDashboard, type LucideIcon, Receipt, Settings } from 'lucide-react';
import { projectListPath, type SidePanelBuilder, tabLinks } from '../../layout/side-panel-nav.ts';

const PROJECT_TAB_IDS = ['files', 'details', 'settings', 'receipts', 'venue-planner'] as const;
export type ProjectTabId = (typeof PROJECT_TAB_IDS)[number];

export const PROJECT_TABS: Record<ProjectTabId, { label: string; icon: LucideIcon }> = {
  files: { label: 'Files', icon: Files },
  details: { label: 'Details', icon: Info },
  settings: { label: 'Settings', icon: Settings },
  receipts: { label: 'Receipts', icon: Receipt },
  'venue-planner': { label: 'Planner', icon: LayoutDashboard },
};

export function isProjectTab(value: string | undefined): value is ProjectTabId {
  return (PROJECT_TAB_IDS as readonly string[]).includes(value ?? '');
}

function projectPath(projectId: string, tab: ProjectTabId): string {
  return `/project/${projectId}/${tab}`;
}

export const projectSidePanel: SidePanelBuilder = ({ params, pathname }) => {
  const projectId = params.projectId ?? '';
  const link = tabLinks(PROJECT_TABS, (tab) => projectPath(projectId, tab), pathname);
  return {
    entries: PROJECT_TAB_IDS.map(link),
    back: { label: 'Project List', to: projectListPath },
  };
};
