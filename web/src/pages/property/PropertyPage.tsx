import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import type { PropertyRecord } from '../../api/types.ts';
import { RecordOutlet, useOutletRecord } from '../../components/RecordOutlet.tsx';

/** Loads the property once for all of its tabs. */
export function PropertyPage() {
  const { propertyId = '' } = useParams();
  const trpc = useTRPC();
  const property = useQuery(trpc.getProperty.queryOptions({ propertyId }));
  return <RecordOutlet query={property} noun="property" />;
}

export const useProperty = () => useOutletRecord<PropertyRecord>();
