import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc.ts';
import { NewRecordPage } from '../../components/NewRecordPage.tsx';
import { ProjectForm } from './ProjectForm.tsx';

export function NewProjectPage() {
  const trpc = useTRPC();
  const createProject = useMutation(trpc.createProject.mutationOptions());
  return (
    <NewRecordPage
      title="New Project"
      subtitle="A project holds the files, scenes and plans of a venue."
      section="About This Project"
      create={createProject.mutateAsync}
      texts={{ success: 'Project created successfully', failure: 'Failed to create new project' }}
      listKey={trpc.listProjects.queryKey()}
      pathOf={({ projectId }) => `/project/${projectId}/files`}
    >
      {(submit) => (
        <ProjectForm defaultValues={{ name: '', about: '', venueId: '', eventDate: '' }} onSubmit={submit} />
      )}
    </NewRecordPage>
  );
}
