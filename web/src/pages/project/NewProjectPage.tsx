import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ProjectFormInput } from '#shared/schemas.ts';
import { errorMessage } from '../../api/errors.ts';
import { useTRPC } from '../../api/trpc.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { SectionCard } from '../../components/ui/Card.tsx';
import { ProjectForm } from './ProjectForm.tsx';

export function NewProjectPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createProject = useMutation(trpc.createProject.mutationOptions());

  async function create(values: ProjectFormInput): Promise<boolean> {
    try {
      const { projectId } = await createProject.mutateAsync(values);
      notifySuccess('Project created successfully');
      void queryClient.invalidateQueries({ queryKey: trpc.listProjects.queryKey() });
      navigate(`/project/${projectId}/files`);
      return true;
    } catch (error) {
      notifyError('Failed to create new project', errorMessage(error));
      return false;
    }
  }

  return (
    <div className="max-w-2xl">
      <PageHeader title="New Project" subtitle="A project holds the files, scenes and plans of a venue." />
      <SectionCard title="About This Project">
        <ProjectForm defaultValues={{ name: '', about: '' }} onSubmit={create} />
      </SectionCard>
    </div>
  );
}
