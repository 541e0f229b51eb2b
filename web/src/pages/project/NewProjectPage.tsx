import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ProjectFormInput } from '#shared/schemas.ts';
import { useTRPC } from '../../api/trpc.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { runAction } from '../../components/run-action.ts';
import { SectionCard } from '../../components/ui/Card.tsx';
import { ProjectForm } from './ProjectForm.tsx';

export function NewProjectPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createProject = useMutation(trpc.createProject.mutationOptions());

  const create = (values: ProjectFormInput) =>
    runAction(
      () => createProject.mutateAsync(values),
      { success: 'Project created successfully', failure: 'Failed to create new project' },
      ({ projectId }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.listProjects.queryKey() });
        navigate(`/project/${projectId}/files`);
      },
    );

  return (
    <div className="max-w-2xl">
      <PageHeader title="New Project" subtitle="A project holds the files, scenes and plans of a venue." />
      <SectionCard title="About This Project">
        <ProjectForm defaultValues={{ name: '', about: '' }} onSubmit={create} />
      </SectionCard>
    </div>
  );
}
