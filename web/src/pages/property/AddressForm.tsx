import { useId } from 'react';
import { Controller, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { type AddressInput, addressSchema, US_STATE_CODES } from '#shared/schemas.ts';
import { SaveForm } from '../../components/SaveForm.tsx';
import { FormField } from '../../components/ui/FormField.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useSaveForm } from '../../components/use-save-form.ts';

interface AddressFormProps {
  defaultValues: DefaultValues<z.input<typeof addressSchema>>;
  /** Resolves true when saved; the form then takes the saved values as its new defaults. */
  onSubmit: (values: AddressInput) => Promise<boolean>;
  testId?: string;
}

/**
 * An optional Venue name, then Street, City, State and Zip Code; used to create a property and to edit
 * its address.
 */
export function AddressForm({ defaultValues, onSubmit, testId }: AddressFormProps) {
  const stateId = useId();
  const form = useSaveForm(addressSchema, defaultValues, onSubmit);
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <SaveForm form={form} testId={testId}>
      <TextField
        label="Venue name (optional)"
        hint="Shown instead of the address, e.g. The Grand Hall."
        autoComplete="organization"
        error={errors.venueName?.message}
        {...register('venueName')}
      />
      <TextField
        label="Street"
        autoComplete="address-line1"
        error={errors.street?.message}
        {...register('street')}
      />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Controller
          control={control}
          name="state"
          render={({ field, fieldState }) => (
            <FormField id={stateId} label="State" error={fieldState.error?.message}>
              {(controlProps) => (
                <Select
                  {...controlProps}
                  name={field.name}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={US_STATE_CODES}
                  placeholder="Select"
                />
              )}
            </FormField>
          )}
        />
        <TextField
          label="Zip Code"
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.zip?.message}
          {...register('zip')}
        />
      </div>
    </SaveForm>
  );
}
