import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ProjectFormInput } from '#shared/schemas.ts';
import { errorMessage } from '../../../api/errors.ts';
import { useTRPC } from '../../../api/trpc.ts';
import { ConfirmDeletion } from '../../../components/ConfirmDeletion.tsx';
import { notifyError, notifySuccess } from '../../../components/toast.tsx';
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

  async function save(values: ProjectFormInput): Promise<boolean> {
    try {
      await updateProject.mutateAsync({ projectId, ...values });
      notifySuccess('Project information updated successfully');
      void queryClient.invalidateQueries({ queryKey: trpc.getProject.queryKey({ projectId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.listProjects.queryKey() });
      return true;
    } catch (error) {
      notifyError('Failed to update project information', errorMessage(error));
      return false;
    }
  }

  async function remove(): Promise<boolean> {
    try {
      await deleteProject.mutateAsync({ projectId });
      notifySuccess('Project deleted');
      navigate('/');
      // After leaving the page, so that it does not refetch the deleted record.
      queryClient.removeQueries({ queryKey: trpc.getProject.queryKey({ projectId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.listProjects.queryKey() });
      return true;
    } catch (error) {
      notifyError('Project deletion failed!', errorMessage(error));
      return false;
    }
  }

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
