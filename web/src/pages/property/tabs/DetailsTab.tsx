import { Link } from 'react-router';
import { DetailList } from '../../../components/DetailList.tsx';
import { SectionCard } from '../../../components/ui/Card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useProperty } from '../PropertyPage.tsx';
import { propertyPath } from '../property-tabs.ts';

export function DetailsTab() {
  const property = useProperty();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title="Address">
        <DetailList
          items={[
            ['Venue name', property.venueName?.trim() || '–'],
            ['Street', property.street],
            ['City', property.city],
            ['State', property.state],
            ['Zip Code', property.zip],
          ]}
        />
      </SectionCard>
      <SectionCard title="Record">
        <DetailList
          items={[
            ['Created', formatDateTime(property.createdAt)],
            ['Last updated', formatDateTime(property.updatedAt)],
          ]}
        />
      </SectionCard>
      <SectionCard title="About This Property" className="lg:col-span-2">
        {property.about ? (
          <p className="text-sm leading-relaxed whitespace-pre-line text-zinc-700">{property.about}</p>
        ) : (
          <p className="text-sm text-zinc-500">
            No description yet.{' '}
            <Link
              to={propertyPath(property.propertyId, 'settings')}
              className="font-medium text-indigo-600 hover:text-indigo-500"
            >
              Add one in Settings
            </Link>
          </p>
        )}
      </SectionCard>
    </div>
  );
}
