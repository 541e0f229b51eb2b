import { Controller, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { type AddressInput, addressSchema, US_STATE_CODES } from '#shared/schemas.ts';
import { SaveForm } from '../../components/SaveForm.tsx';
import { FormField } from '../../components/ui/FormField.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { type EditFormProps, useSaveForm } from '../../components/use-save-form.ts';

type AddressFormProps = EditFormProps<AddressInput, DefaultValues<z.input<typeof addressSchema>>>;

/**
 * An optional Venue name, then Street, City, State and Zip Code; used to create a property and to edit
 * its address.
 */
export function AddressForm({ defaultValues, onSubmit, testId }: AddressFormProps) {
  const form = useSaveForm(addressSchema, defaultValues, onSubmit);
  const { register, control } = form;
  const { errors } = form.formState;
  /** A text field's registration and its validation message. */
  const textField = (name: 'venueName' | 'street' | 'city' | 'zip') => ({
    ...register(name),
    error: errors[name]?.message,
  });

  return (
    <SaveForm form={form} testId={testId}>
      <TextField
        label="Venue name (optional)"
        hint="Shown instead of the address, e.g. The Grand Hall."
        autoComplete="organization"
        {...textField('venueName')}
      />
      <TextField label="Street" autoComplete="address-line1" {...textField('street')} />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField label="City" autoComplete="address-level2" {...textField('city')} />
        <Controller
          control={control}
          name="state"
          render={({ field, fieldState }) => (
            <FormField label="State" error={fieldState.error?.message}>
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
        <TextField label="Zip Code" inputMode="numeric" autoComplete="postal-code" {...textField('zip')} />
      </div>
    </SaveForm>
  );
}
