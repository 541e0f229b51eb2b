import { useMutation } from '@tanstack/react-query';
import type { ProjectFormInput } from '#shared/schemas.ts';
import { useTRPC } from '../../../api/trpc.ts';
import { ConfirmDeletion } from '../../../components/ConfirmDeletion.tsx';
import { runAction } from '../../../components/run-action.ts';
import { SectionCard } from '../../../components/ui/Card.tsx';
import { useRecordQueries } from '../../../components/use-record-queries.ts';
import { ProjectForm } from '../ProjectForm.tsx';
import { useProject } from '../ProjectPage.tsx';

export function ProjectSettingsTab() {
  const project = useProject();
  const { projectId } = project;
  const trpc = useTRPC();
  const queries = useRecordQueries(trpc.getProject.queryKey({ projectId }), trpc.listProjects.queryKey());
  const updateProject = useMutation(trpc.updateProjectAbout.mutationOptions());
  const deleteProject = useMutation(trpc.deleteProject.mutationOptions());

  const save = (values: ProjectFormInput) =>
    runAction(
      () => updateProject.mutateAsync({ projectId, ...values }),
      {
        success: 'Project information updated successfully',
        failure: 'Failed to update project information',
      },
      queries.refresh,
    );

  const remove = () =>
    runAction(
      () => deleteProject.mutateAsync({ projectId }),
      { success: 'Project deleted', failure: 'Project deletion failed!' },
      queries.leaveDeleted,
    );

  if (project.role !== 'owner')
    return (
      <div className="flex max-w-3xl flex-col gap-6">
        <SectionCard
          title="About This Project"
          description={`Only the project's owner, ${project.sharedBy}, can change its settings or delete it.`}
        >
          <p className="text-sm text-zinc-600">{project.about}</p>
        </SectionCard>
      </div>
    );

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <SectionCard
        title="About This Project"
        description="The name and description shown on the dashboard, and where and when the event takes place."
      >
        <ProjectForm
          testId="project-about-form"
          defaultValues={{
            name: project.name,
            about: project.about,
            venueId: project.venueId ?? '',
            eventDate: project.eventDate ?? '',
          }}
          onSubmit={save}
        />
      </SectionCard>
      <ConfirmDeletion
        noun="project"
        expected={project.name}
        matches={(typed) => typed.trim() === project.name.trim()}
        onConfirm={remove}
      />
    </div>
  );
}
