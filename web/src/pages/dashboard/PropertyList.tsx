/** The dashboard's properties: each card opens the property's 3D tour. */
import { useQuery } from '@tanstack/react-query';
import { Building } from 'lucide-react';
import { useTRPC } from '../../api/trpc.ts';
import { formatAddressLine, propertyName } from '../../lib/format.ts';
import { EntityCard } from './EntityCard.tsx';
import { RecordList } from './RecordList.tsx';

export function PropertyList() {
  const trpc = useTRPC();
  const query = useQuery(trpc.listProperties.queryOptions());
  return (
    <RecordList
      query={query}
      noun={['property', 'properties']}
      icon={Building}
      emptyDescription="Add a property by its address, then build a 3D tour of it."
      createLabel="Create Property"
      createTo="/new"
      keyOf={(property) => property.propertyId}
      renderCard={(property) => (
        <EntityCard
          to={`/property/${property.propertyId}/view3d`}
          icon={Building}
          title={propertyName(property)}
          imageKey={property.thumbnail}
        >
          <p className="truncate text-sm text-zinc-500">{formatAddressLine(property)}</p>
        </EntityCard>
      )}
    />
  );
}
