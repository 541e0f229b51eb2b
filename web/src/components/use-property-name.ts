import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc.ts';
import { propertyLabel } from '../lib/format.ts';

/** A property by its venue name or address ('–' when none is given); a deleted one is said to be so. */
export function usePropertyName(propertyId: string | undefined): string {
  const trpc = useTRPC();
  const property = useQuery({
    ...trpc.getProperty.queryOptions({ propertyId: propertyId ?? '', username: '' }),
    enabled: Boolean(propertyId),
    retry: false,
  });
  if (!propertyId) return '–';
  if (property.data) return propertyLabel(property.data);
  return property.isError ? 'A property since deleted' : '…';
}
