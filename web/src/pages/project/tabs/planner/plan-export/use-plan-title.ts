/**
 * The title block of an exported plan (issue #27): the project's name, its venue (the property's name
 * and address), the event date, the planner (the signed-in user) and today's date as the revision.
 */
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDate, todayCalendarDate } from '#shared/dates.ts';
import type { TitleBlock } from '#venue/plan-sheet/plan-sheet.ts';
import { useTRPC } from '../../../../../api/trpc.ts';
import { useCurrentUser } from '../../../../../auth/useCurrentUser.ts';
import { venueLine } from '../../../../../lib/format.ts';
import { useProject } from '../../../ProjectPage.tsx';

export function usePlanTitle(): TitleBlock {
  const project = useProject();
  const user = useCurrentUser();
  const trpc = useTRPC();
  const venue = useQuery({
    ...trpc.getProperty.queryOptions({ propertyId: project.venueId ?? '', username: '' }),
    enabled: Boolean(project.venueId),
    retry: false,
  });
  return {
    projectName: project.name,
    venue: venue.data ? venueLine(venue.data) : '',
    eventDate: project.eventDate ? formatCalendarDate(project.eventDate) : '',
    plannerName: user.data?.username ?? '',
    revisionDate: formatCalendarDate(todayCalendarDate()),
  };
}
