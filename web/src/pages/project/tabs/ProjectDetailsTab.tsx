import { formatCalendarDate } from '#shared/dates.ts';
import { DetailList } from '../../../components/DetailList.tsx';
import { SectionCard } from '../../../components/ui/Card.tsx';
import { usePropertyName } from '../../../components/use-property-name.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useProject } from '../ProjectPage.tsx';

export function ProjectDetailsTab() {
  const project = useProject();
  const venue = usePropertyName(project.venueId || undefined);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title="Project">
        <DetailList
          items={[
            ['Name', project.name],
            ['Venue', venue],
            ['Event date', formatCalendarDate(project.eventDate)],
            ['Created', formatDateTime(project.createdAt)],
            ['Last updated', formatDateTime(project.updatedAt)],
          ]}
        />
      </SectionCard>
      <SectionCard title="Description">
        <p className="text-sm leading-relaxed whitespace-pre-line text-zinc-700">{project.about || '–'}</p>
      </SectionCard>
    </div>
  );
}
