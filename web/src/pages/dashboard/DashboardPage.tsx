import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SegmentedControl } from '../../components/ui/SegmentedControl.tsx';
import { ProjectList } from './ProjectList.tsx';
import { PropertyList } from './PropertyList.tsx';

type View = 'properties' | 'projects';

const views = [
  { value: 'properties', label: 'Properties' },
  { value: 'projects', label: 'Projects' },
] as const satisfies readonly { value: View; label: string }[];

export function DashboardPage() {
  // The choice lives in the URL so that back/forward and the side panel's list buttons restore it.
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'projects' ? 'projects' : 'properties';

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Everything you manage in Atrium, in one place."
        documentTitle="Dashboard · Atrium"
      />
      <div className="mb-6">
        <SegmentedControl
          label="Show"
          value={view}
          options={views}
          onChange={(next) => setSearchParams({ view: next })}
        />
      </div>
      {view === 'properties' ? <PropertyList /> : <ProjectList />}
    </>
  );
}
