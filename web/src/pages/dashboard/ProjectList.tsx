/** The dashboard's projects: each card opens the project's files. */
import { useQuery } from '@tanstack/react-query';
import { FolderKanban } from 'lucide-react';
import { useTRPC } from '../../api/trpc.ts';
import { formatDate } from '../../lib/format.ts';
import { EntityCard } from './EntityCard.tsx';
import { RecordList } from './RecordList.tsx';

export function ProjectList() {
  const trpc = useTRPC();
  const query = useQuery(trpc.listProjects.queryOptions());
  return (
    <RecordList
      query={query}
      noun={['project', 'projects']}
      icon={FolderKanban}
      emptyDescription="Projects hold the files, scenes and plans of a venue or event."
      createLabel="Create Project"
      createTo="/new-project"
      keyOf={(project) => project.projectId}
      renderCard={(project) => (
        <EntityCard
          to={`/project/${project.projectId}/files`}
          icon={FolderKanban}
          title={project.name}
          imageKey={project.thumbnail}
        >
          {project.role !== 'owner' ? (
            <p className="text-xs font-medium text-indigo-700">Shared by {project.sharedBy}</p>
          ) : null}
          <p className="line-clamp-2 text-sm text-zinc-500">{project.about}</p>
          <p className="mt-auto pt-2 text-xs text-zinc-400">
            Created <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
          </p>
        </EntityCard>
      )}
    />
  );
}
