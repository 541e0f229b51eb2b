import { useQuery } from '@tanstack/react-query';
import { Building, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import { EmptyState, ErrorState } from '../../components/StatePanels.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { formatAddressLine } from '../../lib/format.ts';
import { CardGridSkeleton, cardGridClasses, EntityCard } from './EntityCard.tsx';
import { ListToolbar } from './ListToolbar.tsx';

export function PropertyList() {
  const trpc = useTRPC();
  const properties = useQuery(trpc.listProperties.queryOptions());

  if (properties.isPending) return <CardGridSkeleton label="Loading properties" />;
  if (properties.isError) {
    return (
      <ErrorState
        title="Could not load your properties"
        message={properties.error.message}
        onRetry={() => void properties.refetch()}
      />
    );
  }

  const list = properties.data.data;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={Building}
        title="No properties yet"
        description="Add a property by its address, then build a 3D tour of it."
        action={
          <Link to="/new" className={buttonClasses()}>
            <Plus aria-hidden />
            Create Property
          </Link>
        }
      />
    );
  }

  return (
    <>
      <ListToolbar
        count={list.length}
        noun={['property', 'properties']}
        createLabel="Create Property"
        createTo="/new"
      />
      <ul className={cardGridClasses}>
        {list.map((property) => (
          <li key={property.propertyId} className="flex">
            <EntityCard
              to={`/property/${property.propertyId}/view3d`}
              icon={Building}
              title={property.street}
              imageKey={property.thumbnail}
            >
              <p className="truncate text-sm text-zinc-500">{formatAddressLine(property)}</p>
            </EntityCard>
          </li>
        ))}
      </ul>
    </>
  );
}
