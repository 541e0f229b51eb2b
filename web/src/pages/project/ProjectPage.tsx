import { useQuery } from '@tanstack/react-query';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import type { ProjectRecord } from '../../api/types.ts';
import { QueryGate } from '../../components/QueryGate.tsx';

interface ProjectOutletContext {
  project: ProjectRecord;
}

/** Loads the project once for all of its tabs; unknown ids show the 404 page. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const trpc = useTRPC();
  const project = useQuery(trpc.getProject.queryOptions({ projectId }));
  return (
    <QueryGate query={project} noun="project">
      {(data) => <Outlet context={{ project: data } satisfies ProjectOutletContext} />}
    </QueryGate>
  );
}

export function useProject(): ProjectRecord {
  return useOutletContext<ProjectOutletContext>().project;
}
