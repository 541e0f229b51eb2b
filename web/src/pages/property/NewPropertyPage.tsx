import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc.ts';
import { NewRecordPage } from '../../components/NewRecordPage.tsx';
import { AddressForm } from './AddressForm.tsx';

export function NewPropertyPage() {
  const trpc = useTRPC();
  const createProperty = useMutation(trpc.createProperty.mutationOptions());
  return (
    <NewRecordPage
      title="New Property"
      subtitle="Add a property by its street address, and a venue's name if it has one."
      section="Address"
      create={createProperty.mutateAsync}
      texts={{ success: 'Property created successfully', failure: 'Failed to create new property' }}
      listKey={trpc.listProperties.queryKey()}
      pathOf={({ propertyId }) => `/property/${propertyId}/view3d?create-succeed`}
    >
      {(submit) => (
        <AddressForm defaultValues={{ venueName: '', street: '', city: '', zip: '' }} onSubmit={submit} />
      )}
    </NewRecordPage>
  );
}
