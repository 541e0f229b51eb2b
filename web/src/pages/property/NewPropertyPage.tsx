import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AddressInput } from '#shared/schemas.ts';
import { errorMessage } from '../../api/errors.ts';
import { useTRPC } from '../../api/trpc.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { SectionCard } from '../../components/ui/Card.tsx';
import { AddressForm } from './AddressForm.tsx';

export function NewPropertyPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createProperty = useMutation(trpc.createProperty.mutationOptions());

  async function create(values: AddressInput): Promise<boolean> {
    try {
      const { propertyId } = await createProperty.mutateAsync(values);
      notifySuccess('Property created successfully');
      void queryClient.invalidateQueries({ queryKey: trpc.listProperties.queryKey() });
      navigate(`/property/${propertyId}/view3d?create-succeed`);
      return true;
    } catch (error) {
      notifyError('Failed to create new property', errorMessage(error));
      return false;
    }
  }

  return (
    <div className="max-w-2xl">
      <PageHeader title="New Property" subtitle="Add a property by its street address." />
      <SectionCard title="Address">
        <AddressForm defaultValues={{ street: '', city: '', zip: '' }} onSubmit={create} />
      </SectionCard>
    </div>
  );
}
