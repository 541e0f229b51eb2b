import { Building, FolderKanban, Receipt } from 'lucide-react';
import { projectListPath, propertyListPath, type SidePanelBuilder } from './side-panel-nav.ts';

/** Side panel of the pages that belong to no single property or project. */
export const dashboardNav: SidePanelBuilder = ({ pathname, searchParams }) => {
  const projectsView = searchParams.get('view') === 'projects';
  return {
    entries: [
      {
        label: 'Properties',
        to: propertyListPath,
        icon: Building,
        active: (pathname === '/' && !projectsView) || pathname === '/new',
      },
      {
        label: 'Projects',
        to: projectListPath,
        icon: FolderKanban,
        active: (pathname === '/' && projectsView) || pathname === '/new-project',
      },
      { label: 'Receipts', to: '/receipts', icon: Receipt, active: pathname === '/receipts' },
    ],
  };
};
