import { useMutation } from '@tanstack/react-query';
import type { AddressInput } from '#shared/schemas.ts';
import { useTRPC } from '../../../api/trpc.ts';
import { ConfirmDeletion } from '../../../components/ConfirmDeletion.tsx';
import { runAction } from '../../../components/run-action.ts';
import { SectionCard } from '../../../components/ui/Card.tsx';
import { useRecordQueries } from '../../../components/use-record-queries.ts';
import { AddressForm } from '../AddressForm.tsx';
import { PropertyAboutForm } from '../PropertyAboutForm.tsx';
import { useProperty } from '../PropertyPage.tsx';

export function SettingsTab() {
  const property = useProperty();
  const { propertyId } = property;
  const trpc = useTRPC();
  const queries = useRecordQueries(trpc.getProperty.queryKey({ propertyId }), trpc.listProperties.queryKey());
  const updateAddress = useMutation(trpc.updateProperty.mutationOptions());
  const updateAbout = useMutation(trpc.updatePropertyAbout.mutationOptions());
  const deleteProperty = useMutation(trpc.deleteProperty.mutationOptions());

  const saveAddress = (values: AddressInput) =>
    runAction(
      () => updateAddress.mutateAsync({ propertyId, ...values }),
      { success: 'Update property address succeeded', failure: 'Failed to update property address' },
      queries.refresh,
    );

  const saveAbout = (about: string) =>
    runAction(
      () => updateAbout.mutateAsync({ propertyId, about }),
      { success: 'Update property info succeeded', failure: 'Failed to update property info' },
      queries.refresh,
    );

  const remove = () =>
    runAction(
      () => deleteProperty.mutateAsync({ propertyId }),
      { success: 'Property deleted', failure: 'Property deletion failed!' },
      queries.leaveDeleted,
    );

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <SectionCard title="Address" description="Where the property is, and the venue's name if it has one.">
        <AddressForm
          testId="property-address-form"
          defaultValues={{
            venueName: property.venueName ?? '',
            street: property.street,
            city: property.city,
            state: property.state as AddressInput['state'],
            zip: property.zip,
          }}
          onSubmit={saveAddress}
        />
      </SectionCard>
      <SectionCard title="About This Property" description="A description shown with the property.">
        <PropertyAboutForm about={property.about} onSubmit={saveAbout} />
      </SectionCard>
      <ConfirmDeletion
        noun="property"
        expected={property.street}
        matches={(typed) => typed === property.street}
        onConfirm={remove}
      />
    </div>
  );
}
