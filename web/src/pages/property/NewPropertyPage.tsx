import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AddressInput } from '#shared/schemas.ts';
import { useTRPC } from '../../api/trpc.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { runAction } from '../../components/run-action.ts';
import { SectionCard } from '../../components/ui/Card.tsx';
import { AddressForm } from './AddressForm.tsx';

export function NewPropertyPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createProperty = useMutation(trpc.createProperty.mutationOptions());

  const create = (values: AddressInput) =>
    runAction(
      () => createProperty.mutateAsync(values),
      { success: 'Property created successfully', failure: 'Failed to create new property' },
      ({ propertyId }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.listProperties.queryKey() });
        navigate(`/property/${propertyId}/view3d?create-succeed`);
      },
    );

  return (
    <div className="max-w-2xl">
      <PageHeader
        title="New Property"
        subtitle="Add a property by its street address, and a venue's name if it has one."
      />
      <SectionCard title="Address">
        <AddressForm defaultValues={{ venueName: '', street: '', city: '', zip: '' }} onSubmit={create} />
      </SectionCard>
    </div>
  );
}
