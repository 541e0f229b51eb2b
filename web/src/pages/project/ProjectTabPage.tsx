import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ROLE_LABELS } from '#shared/roles.ts';
import { NotFoundView } from '../../components/NotFoundView.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ProjectReceiptsTab } from '../receipts/ReceiptsPage.tsx';
import { ShareDialog } from './members/ShareDialog.tsx';
import { useProject } from './ProjectPage.tsx';
import { isProjectTab, PROJECT_TABS, type ProjectTabId } from './project-tabs.ts';
import { FilesTab } from './tabs/files/FilesTab.tsx';
import { ProjectDetailsTab } from './tabs/ProjectDetailsTab.tsx';
import { ProjectSettingsTab } from './tabs/ProjectSettingsTab.tsx';
import { VenuePlannerTab } from './tabs/planner/VenuePlannerTab.tsx';

const tabContent: Record<ProjectTabId, () => ReactNode> = {
  files: () => <FilesTab />,
  details: () => <ProjectDetailsTab />,
  settings: () => <ProjectSettingsTab />,
  receipts: () => <ProjectReceiptsTab />,
  'venue-planner': () => <VenuePlannerTab />,
};

const withArticle = (label: string) => (/^[AEIOU]/.test(label) ? `an ${label}` : `a ${label}`);

/** /project/{id}/{tab}: titled 'Manage Project' with the project's name under it (spec §2). */
export function ProjectTabPage() {
  const { tab } = useParams();
  const project = useProject();
  if (!isProjectTab(tab)) return <NotFoundView />;
  return (
    <>
      <PageHeader
        title="Manage Project"
        subtitle={
          project.role === 'owner'
            ? project.name
            : `${project.name} · Shared by ${project.sharedBy} · You are ${withArticle(ROLE_LABELS[project.role])}`
        }
        documentTitle={`Manage Project - ${PROJECT_TABS[tab].label}`}
        actions={<ShareDialog project={project} />}
      />
      {tabContent[tab]()}
    </>
  );
}
