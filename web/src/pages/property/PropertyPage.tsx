import { useQuery } from '@tanstack/react-query';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import type { PropertyRecord } from '../../api/types.ts';
import { QueryGate } from '../../components/QueryGate.tsx';

interface PropertyOutletContext {
  property: PropertyRecord;
}

/** Loads the property once for all of its tabs; unknown ids show the 404 page. */
export function PropertyPage() {
  const { propertyId = '' } = useParams();
  const trpc = useTRPC();
  const property = useQuery(trpc.getProperty.queryOptions({ propertyId }));
  return (
    <QueryGate query={property} noun="property">
      {(data) => <Outlet context={{ property: data } satisfies PropertyOutletContext} />}
    </QueryGate>
  );
}

export function useProperty(): PropertyRecord {
  return useOutletContext<PropertyOutletContext>().property;
}
