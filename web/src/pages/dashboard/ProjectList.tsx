import { useQuery } from '@tanstack/react-query';
import { FolderKanban, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import { EmptyState, ErrorState } from '../../components/StatePanels.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { formatDate } from '../../lib/format.ts';
import { CardGridSkeleton, cardGridClasses, EntityCard } from './EntityCard.tsx';
import { ListToolbar } from './ListToolbar.tsx';

export function ProjectList() {
  const trpc = useTRPC();
  const projects = useQuery(trpc.listProjects.queryOptions());

  if (projects.isPending) return <CardGridSkeleton label="Loading projects" />;
  if (projects.isError) {
    return (
      <ErrorState
        title="Could not load your projects"
        message={projects.error.message}
        onRetry={() => void projects.refetch()}
      />
    );
  }

  const list = projects.data.data;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description="Projects hold the files, scenes and plans of a venue or event."
        action={
          <Link to="/new-project" className={buttonClasses()}>
            <Plus aria-hidden />
            Create Project
          </Link>
        }
      />
    );
  }

  return (
    <>
      <ListToolbar
        count={list.length}
        noun={['project', 'projects']}
        createLabel="Create Project"
        createTo="/new-project"
      />
      <ul className={cardGridClasses}>
        {list.map((project) => (
          <li key={project.projectId} className="flex">
            <EntityCard
              to={`/project/${project.projectId}/files`}
              icon={FolderKanban}
              title={project.name}
              imageKey={project.thumbnail}
            >
              <p className="line-clamp-2 text-sm text-zinc-500">{project.about}</p>
              <p className="mt-auto pt-2 text-xs text-zinc-400">
                Created <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
              </p>
            </EntityCard>
          </li>
        ))}
      </ul>
    </>
  );
}
