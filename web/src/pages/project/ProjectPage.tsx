import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import type { ProjectRecord } from '../../api/types.ts';
import { RecordOutlet, useOutletRecord } from '../../components/RecordOutlet.tsx';

/** Loads the project once for all of its tabs. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const trpc = useTRPC();
  const project = useQuery(trpc.getProject.queryOptions({ projectId }));
  return <RecordOutlet query={project} noun="project" />;
}

export const useProject = () => useOutletRecord<ProjectRecord>();
