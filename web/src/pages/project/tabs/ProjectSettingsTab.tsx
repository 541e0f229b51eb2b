import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ProjectFormInput } from '#shared/schemas.ts';
import { useTRPC } from '../../../api/trpc.ts';
import { ConfirmDeletion } from '../../../components/ConfirmDeletion.tsx';
import { runAction } from '../../../components/run-action.ts';
import { SectionCard } from '../../../components/ui/Card.tsx';
import { ProjectForm } from '../ProjectForm.tsx';
import { useProject } from '../ProjectPage.tsx';

export function ProjectSettingsTab() {
  const project = useProject();
  const { projectId } = project;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const updateProject = useMutation(trpc.updateProjectAbout.mutationOptions());
  const deleteProject = useMutation(trpc.deleteProject.mutationOptions());

  const save = (values: ProjectFormInput) =>
    runAction(
      () => updateProject.mutateAsync({ projectId, ...values }),
      {
        success: 'Project information updated successfully',
        failure: 'Failed to update project information',
      },
      () => {
        void queryClient.invalidateQueries({ queryKey: trpc.getProject.queryKey({ projectId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.listProjects.queryKey() });
      },
    );

  const remove = () =>
    runAction(
      () => deleteProject.mutateAsync({ projectId }),
      { success: 'Project deleted', failure: 'Project deletion failed!' },
      () => {
        navigate('/');
        // After leaving the page, so that it does not refetch the deleted record.
        queryClient.removeQueries({ queryKey: trpc.getProject.queryKey({ projectId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.listProjects.queryKey() });
      },
    );

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <SectionCard title="About This Project" description="The name and description shown on the dashboard.">
        <ProjectForm
          testId="project-about-form"
          defaultValues={{ name: project.name, about: project.about }}
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
