import type { ComponentProps } from 'react';
import { type FieldText, FormField } from './FormField.tsx';
import { Input, Textarea } from './Input.tsx';

/** A labelled text input with its validation message (spread react-hook-form's `register` into it). */
export function TextField({ label, error, hint, id, ...inputProps }: ComponentProps<'input'> & FieldText) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  ...textareaProps
}: ComponentProps<'textarea'> & FieldText) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </FormField>
  );
}
